import Link from 'next/link';

/** Placeholder header; the full header (nav, star badge, search button, mobile menu) is built in the foundation work. */
export function Header() {
  return (
    <header className="sticky top-0 z-50 flex h-14 items-center gap-6 border-b border-zinc-900/10 bg-white/90 px-4 backdrop-blur dark:border-white/10 dark:bg-zinc-950/90">
      <Link href="/" aria-label="Home" className="font-semibold">
        Robyn
      </Link>
      <nav aria-label="Main">
        <ul className="flex gap-4 text-sm">
          <li><Link href="/documentation">Documentation</Link></li>
          <li><Link href="/releases">Releases</Link></li>
          <li><Link href="/community">Community</Link></li>
        </ul>
      </nav>
    </header>
  );
}
