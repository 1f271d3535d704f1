import { splitInlineCode } from '@/lib/releases';

/** Text from the release snapshot, with its `code` spans set in monospace. */
export function InlineCode({ text }: { text: string }) {
  return (
    <>
      {splitInlineCode(text).map((part, index) =>
        part.code ? (
          <code
            key={index}
            className="rounded bg-zinc-900/5 px-1 py-0.5 font-mono text-[0.85em] dark:bg-white/10"
          >
            {part.text}
          </code>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
