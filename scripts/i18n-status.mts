// Which translated pages are behind their English original. Each translated page records in its front matter
// the hash of the English body it translates (`sourceHash`, src/lib/docs/translation.ts).
//   npm run i18n:status                    lists stale and unrecorded pages; exits 1 when there are any
//   npm run i18n:stamp                     records the current English hash in every stale or unrecorded page
//   npm run i18n:stamp -- zh/hosting ...   only in these pages, once a translator has checked them
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { DEFAULT_LANG, LANGUAGE_CODES } from '../src/lib/i18n';
import { ALL_PAGES } from '../src/lib/navigation';
import { sourceHash, stampSourceHash, translationStatus } from '../src/lib/docs/translation';

const CONTENT_DIR = path.join(process.cwd(), 'content', 'docs');
const write = process.argv.includes('--write');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const fileOf = (lang: string, slug: string) => path.join(CONTENT_DIR, lang, `${slug || 'index'}.mdx`);

let behind = 0;
let stamped = 0;
for (const lang of LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANG)) {
  for (const { slug } of ALL_PAGES) {
    const name = `${lang}/${slug || 'index'}`;
    if (only.length && !only.includes(name)) continue;
    const english = matter(fs.readFileSync(fileOf(DEFAULT_LANG, slug), 'utf8')).content;
    const file = fileOf(lang, slug);
    const text = fs.readFileSync(file, 'utf8');
    const status = translationStatus(matter(text).data.sourceHash, english);
    if (status === 'current') continue;
    if (write) {
      fs.writeFileSync(file, stampSourceHash(text, sourceHash(english)));
      stamped += 1;
      console.log(`stamped   ${name}`);
    } else {
      behind += 1;
      console.log(
        `${status.padEnd(12)}${name}  (English: ${path.relative(process.cwd(), fileOf(DEFAULT_LANG, slug))})`,
      );
    }
  }
}
if (write) console.log(`${stamped} page(s) stamped`);
else
  console.log(behind ? `${behind} page(s) behind their English original` : 'every translation is up to date');
process.exitCode = behind ? 1 : 0;
