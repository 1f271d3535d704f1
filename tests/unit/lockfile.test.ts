import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/** npm ci refuses a lock file that lacks any optional dependency, even one for another platform. */
describe('package-lock.json', () => {
  it('has an entry for every optional dependency (run scripts/lockfile-platforms.mjs after npm install)', () => {
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>;
    };
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
        if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`])
          missing.push(`${path || '(root)'} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
