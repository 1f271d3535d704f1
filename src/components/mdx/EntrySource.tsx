/**
 * A Python reference entry's "Source" (src/lib/reference/pages.ts writes it under the signature): a link to the
 * line of Robyn that defines the entry, at the documented release's tag, labelled with the file and line.
 */
export function EntrySource({ href, label, path }: { href: string; label: string; path: string }) {
  return (
    <p className="entry-source not-prose">
      <a href={href}>
        {label} <code>{path}</code>
      </a>
    </p>
  );
}
