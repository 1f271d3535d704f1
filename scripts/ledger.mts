/**
 * Claims ledgers (content/ledger/README.md).
 *   npx tsx scripts/ledger.mts check [slug…]        checks ledgers against their pages and robyn-files.json
 *   npx tsx scripts/ledger.mts files --robyn <git dir> [--tag v0.88.0]   writes content/ledger/robyn-files.json
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ledgerFiles, ledgerProblems, readLedger } from '../src/lib/ledger/ledger';

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
  const { files } = JSON.parse(fs.readFileSync(filesJson, 'utf8')) as { files: Record<string, number> };
  let failed = 0;
  for (const file of ledgerFiles(ledgerDir)) {
    const slug = path.relative(ledgerDir, file).replace(/\.yaml$/, '');
    if (args.length && !args.includes(slug)) continue;
    const ledger = readLedger(file);
    const page = path.join(root, 'content/docs/en', `${slug}.mdx`);
    const problems = fs.existsSync(page)
      ? ledgerProblems(ledger, fs.readFileSync(page, 'utf8'), files)
      : [`no page content/docs/en/${slug}.mdx`];
    if (ledger.page !== slug) problems.push(`page: is "${ledger.page}", the file says "${slug}"`);
    console.log(`${problems.length ? 'FAIL' : 'ok  '} ${slug}: ${ledger.claims?.length ?? 0} claims`);
    for (const problem of problems) console.log(`     ${problem}`);
    failed += problems.length ? 1 : 0;
  }
  process.exitCode = failed ? 1 : 0;
} else {
  console.error('usage: ledger.mts check [slug…] | files --robyn <git dir> [--tag TAG]');
  process.exitCode = 2;
}
