// Node-side helpers of the server that the build's host configurations share (src/integrations/host-configs.ts).
import fs from 'node:fs';
import path from 'node:path';

/** Every regular file under dir, as forward-slash paths relative to it. Symbolic links are not followed. */
export function walk(dir, prefix = '') {
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(dir, relative));
    else if (entry.isFile()) out.push(relative);
  }
  return out;
}
