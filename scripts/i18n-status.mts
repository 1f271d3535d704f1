// Which translated sections are behind their English original. Each translated page records in its front matter
// the hash of every English section it translates (`sourceHashes`, src/lib/docs/translation.ts).
//   npm run i18n:status                              lists stale and unrecorded sections and missing pages; exits 1
//                                                    when there are any
//   npm run i18n:stamp                               records the current English hashes in every page behind
//   npm run i18n:stamp -- zh/hosting ...             only in these pages, once a translator has checked them
//   npm run i18n:stamp -- zh/hosting#deploy ...      only these sections
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { docFilePath, getPage, isTranslated } from '../src/lib/docs/source';
import { sectionHashes, stampSourceHashes } from '../src/lib/docs/translation';
import { DEFAULT_LANG, LANGUAGE_CODES } from '../src/lib/i18n';
import { ALL_PAGES } from '../src/lib/navigation';

const write = process.argv.includes('--write');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
/** Whether the command line names this page (zh/slug) or this section of it (zh/slug#id); no names: all. */
const chosen = (name: string, id: string) =>
  only.length === 0 || only.includes(name) || only.includes(`${name}#${id}`);

let behind = 0;
let stamped = 0;
for (const lang of LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANG)) {
  for (const { slug } of ALL_PAGES) {
    const name = `${lang}/${slug || 'index'}`;
    const file = docFilePath(lang, slug);
    if (!isTranslated(lang, slug)) {
      // Served in English at its URL, with a notice, until a translation exists.
      if (!write && chosen(name, '')) {
        behind += 1;
        console.log(
          `${'missing'.padEnd(12)}${name}  (English: ${path.relative(process.cwd(), docFilePath(DEFAULT_LANG, slug))})`,
        );
      }
      continue;
    }
    // The Python reference's pages are written from bilingual data, not translated files: nothing to record.
    const translation = getPage(lang, slug).translation();
    if (!translation) continue;
    const english = sectionHashes(getPage(DEFAULT_LANG, slug).sections());
    const text = fs.readFileSync(file, 'utf8');
    const recorded = (matter(text).data.sourceHashes ?? {}) as Record<string, string>;
    const status = translation.sections;
    const behindHere = Object.keys(status).filter((id) => status[id] !== 'current' && chosen(name, id));
    if (behindHere.length === 0) continue;
    if (write) {
      // Sections checked now take the current hash; the others keep what they had (a removed section drops out).
      const next = Object.fromEntries(
        Object.keys(english).flatMap((id) => {
          const hash = behindHere.includes(id) ? english[id] : recorded[id];
          return hash ? [[id, hash]] : [];
        }),
      );
      fs.writeFileSync(file, stampSourceHashes(text, next));
      stamped += behindHere.length;
      console.log(`stamped   ${name}: ${behindHere.join(', ')}`);
    } else {
      behind += behindHere.length;
      const englishFile = path.relative(process.cwd(), docFilePath(DEFAULT_LANG, slug));
      for (const id of behindHere)
        console.log(`${status[id]!.padEnd(12)}${name}#${id}  (English: ${englishFile})`);
    }
  }
}
if (write) console.log(`${stamped} section(s) stamped`);
else
  console.log(
    behind ? `${behind} section(s) behind their English original` : 'every translated section is up to date',
  );
process.exitCode = behind ? 1 : 0;
