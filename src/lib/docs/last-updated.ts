import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * When each content file last changed, from git history: one `git log --name-only` over a folder gives every
 * file's newest commit date at once. Null when there is no usable history (no git, not a repository, or a
 * shallow clone, whose single commit would date every file to the clone), so callers fall back to the file's
 * modification time. Files with uncommitted changes are left out: their modification time is newer.
 */
export function gitDates(folder: string): Map<string, Date> | null {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: folder,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 << 20,
    });
  try {
    if (git('rev-parse', '--is-shallow-repository').trim() !== 'false') return null;
    const top = git('rev-parse', '--show-toplevel').trim();
    const dates = new Map<string, Date>();
    // Newest first: a file's first appearance is its last change. Merges list no files by default.
    for (const entry of git('log', '--format=%x00%cI', '--name-only', '--', '.').split('\0')) {
      const [date, ...files] = entry.split('\n').filter(Boolean);
      if (!date) continue;
      for (const file of files) {
        const absolute = path.join(top, file);
        if (!dates.has(absolute)) dates.set(absolute, new Date(date));
      }
    }
    for (const line of git('status', '--porcelain', '-z', '--', '.').split('\0')) {
      if (line.length > 3) dates.delete(path.join(top, line.slice(3)));
    }
    return dates;
  } catch {
    return null;
  }
}

/** A file's last change: its git date when `dates` has one, else its modification time. */
export function lastUpdated(file: string, dates: Map<string, Date> | null, stat?: fs.Stats): Date {
  return dates?.get(path.resolve(file)) ?? (stat ?? fs.statSync(file)).mtime;
}
