import Link from 'next/link';

/** Placeholder footer; the full footer is built in the foundation work. */
export function Footer() {
  return (
    <footer className="border-t border-zinc-900/10 px-4 py-8 text-sm dark:border-white/10">
      <Link href="/">Home</Link>
    </footer>
  );
}
