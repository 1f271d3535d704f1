// Quick relevance check of the local engine, without a build or a browser: builds the local index from the
// content exactly as /search/{lang}.json ships it, asks the engine every question of
// scripts/bench/search-queries.json and of the identifier set (scripts/bench/lib/identifier-queries.mjs), and
// prints the same figures as the search-quality section of `npm run bench` (which is the measure of record: it
// goes through the real dialog of the production build and compares with Pagefind).
//   npm run search:eval            figures per language
//   npm run search:eval -- --misses   and every question whose first result is not one of its pages (with the rank
//                                    of the first one that is, 0 when none is in the top five)
import { localSearchIndex } from '../src/lib/search/build';
import { LocalSearchIndex } from '../src/lib/search/local-engine';
import { identifierQueries } from './bench/lib/identifier-queries.mjs';
import { loadQueries, score } from './bench/search-quality.mjs';

interface Query {
  lang: 'en' | 'zh';
  q: string;
  pages: string[];
  sections?: string[];
  kind?: string;
}

const showMisses = process.argv.includes('--misses');
const sets: Array<[string, Query[]]> = [
  ['questions', loadQueries() as Query[]],
  ['identifiers', identifierQueries(process.cwd()) as Query[]],
];
for (const lang of ['en', 'zh'] as const) {
  const payload = JSON.parse(JSON.stringify(localSearchIndex(lang)));
  const index = LocalSearchIndex.fromPayload(payload);
  for (const [set, queries] of sets) {
    const own = queries.filter((q) => q.lang === lang);
    const answers = own.map((q) => {
      const started = performance.now();
      const hrefs = index.search(q.q).map((hit) => hit.url);
      return { hrefs, ms: performance.now() - started };
    });
    const r = score(own, answers, lang);
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    const p95 = times[Math.ceil(0.95 * times.length) - 1]!.toFixed(2);
    console.log(
      `${lang} ${set}: n=${r.queries} S@1 ${r.s1} S@5 ${r.s5} MRR@5 ${r.mrr5} section S@1 ${r.sectionS1} S@5 ${r.sectionS5} (of ${r.withSections}) nothing found ${r.nothingFound} no-answer quiet ${r.unanswerableQuiet}/${r.unanswerable} p95 ${p95} ms`,
    );
    if (set === 'identifiers') {
      for (const kind of ['name', 'module', 'member', 'typo']) {
        const subset = own.filter((q) => q.kind === kind);
        const k = score(
          subset,
          answers.filter((_, i) => own[i]!.kind === kind),
          lang,
        );
        console.log(`  ${kind}: n=${k.queries} S@1 ${k.s1} section S@1 ${k.sectionS1} S@5 ${k.s5}`);
      }
    }
    if (showMisses)
      for (const miss of r.misses)
        console.log(
          `  [${miss.rank + 1}] ${miss.q}  → ${miss.got.join(', ') || '(nothing)'}   expected ${miss.expected.join(', ')}`,
        );
  }
}
