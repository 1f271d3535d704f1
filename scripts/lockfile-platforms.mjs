#!/usr/bin/env node
// The npm registry reachable from our machines serves only the Linux builds of native packages (Next's SWC,
// Tailwind's oxide, the resolver bindings), so `npm install` here leaves the other platforms' optional
// packages out of package-lock.json, and `npm ci` then refuses the lock file as out of sync. This adds the
// missing optional entries, tagged with their os/cpu/libc so npm skips them on machines they do not fit.
// Run it after any `npm install` that changes the lock file: `node scripts/lockfile-platforms.mjs`.
import fs from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'android',
  'openharmony',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 's390x', 'riscv64', 'wasm32', 'mips64el'];

/** Reads platform fields from a native package's name, e.g. @next/swc-linux-arm64-musl. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu =
    parts.find((p) => CPU.includes(p)) ??
    (parts.includes('arm') || parts.includes('armv7') ? 'arm' : undefined);
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(libc && os === 'linux' ? { libc: [libc] } : {}),
  };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const version = String(range).replace(/^[\^~=]/, '');
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue;
    packages[`node_modules/${name}`] = { version, optional: true, ...platform };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-platforms: added ${added} optional platform entr${added === 1 ? 'y' : 'ies'}`);
