/** Placeholder; built in the foundation work. */
export function Community() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Community</h1>
    </main>
  );
}
