/**
 * Claims ledgers (content/ledger/README.md).
 *   npx tsx scripts/ledger.mts check [slug…]        checks ledgers against their pages and robyn-files.json
 *   npx tsx scripts/ledger.mts files --robyn <git dir> [--tag v0.88.0]   writes content/ledger/robyn-files.json
 *   npx tsx scripts/ledger.mts drift --robyn <clone> --from v0.87.0 --to v0.88.0 [--json]
 *       the claims whose evidence lines and the reference entries whose definitions changed between the tags
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { drift, driftText } from '../src/lib/ledger/drift';
import { ledgerReport } from '../src/lib/ledger/ledger';

const root = path.resolve(import.meta.dirname, '..');
const ledgerDir = path.join(root, 'content/ledger');
const filesJson = path.join(ledgerDir, 'robyn-files.json');
const [command, ...args] = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

if (command === 'files') {
  const gitDir = option('--robyn');
  const tag = option('--tag') ?? 'v0.88.0';
  if (!gitDir) throw new Error('--robyn <Robyn git dir> is required');
  const git = (...a: string[]) =>
    execFileSync('git', ['--git-dir', gitDir, ...a], { maxBuffer: 1 << 28 }).toString();
  const files: Record<string, number> = {};
  for (const file of git('ls-tree', '-r', '--name-only', tag).split('\n').filter(Boolean)) {
    if (/^(docs_src|docs|\.github)(\/|$)/.test(file)) continue;
    const text = git('show', `${tag}:${file}`);
    if (text.includes('\0')) continue;
    files[file] = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
  }
  fs.writeFileSync(filesJson, JSON.stringify({ tag, files }, null, 1) + '\n');
  console.log(`${Object.keys(files).length} files of Robyn ${tag} -> ${path.relative(root, filesJson)}`);
} else if (command === 'check') {
  const report = ledgerReport();
  const only = (slug: string) => !args.length || args.includes(slug);
  let failed = 0;
  for (const { slug, claims, problems } of report.ledgers.filter((entry) => only(entry.slug))) {
    console.log(`${problems.length ? 'FAIL' : 'ok  '} ${slug}: ${claims} claims`);
    for (const problem of problems) console.log(`     ${problem}`);
    failed += problems.length ? 1 : 0;
  }
  const missing = report.missing.filter(only);
  for (const slug of missing) console.log(`FAIL ${slug}: no ledger (content/ledger/${slug}.yaml)`);
  console.log(
    `${report.ledgers.length} ledgers, ${failed} failing; ${missing.length} English guide pages without a ledger`,
  );
  process.exitCode = failed || missing.length ? 1 : 0;
} else if (command === 'drift') {
  const robyn = option('--robyn');
  const from = option('--from');
  const to = option('--to');
  if (!robyn || !from || !to) throw new Error('drift needs --robyn <Robyn clone> --from <tag> --to <tag>');
  const report = drift({ robyn, from, to });
  process.stdout.write(args.includes('--json') ? `${JSON.stringify(report, null, 2)}\n` : driftText(report));
} else {
  console.error(
    'usage: ledger.mts check [slug…] | files --robyn <git dir> [--tag TAG] | drift --robyn <clone> --from TAG --to TAG [--json]',
  );
  process.exitCode = 2;
}
