// Starts the production server (server/server.mjs) on a build folder for the bench: the site's own build, or the
// Starlight peer's (scripts/bench/starlight.mjs). Not a section: scripts/bench/lib/ is not scanned by bench.mjs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SERVER = path.join(ROOT, 'server', 'server.mjs');

/** The build folder the bench serves: $DIST_DIR (relative to the project) or dist/, as an absolute path. */
export function benchDistDir(env = process.env) {
  return path.resolve(ROOT, env.DIST_DIR || 'dist');
}

/**
 * `node server/server.mjs` with PORT and DIST_DIR, resolved once it answers HTTP (any status: a build without
 * robots.txt answers 404). The child's output is kept and shown only when it fails to start. Stop it with
 * `server.kill()`.
 */
export async function startSiteServer({ distDir, port, label = 'server/server.mjs', timeoutMs = 60_000 }) {
  const server = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${label} exited (${server.exitCode}):\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return Object.assign(server, { output: () => output });
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`${label} did not answer on port ${port} within ${timeoutMs / 1000} s:\n${output}`);
}
