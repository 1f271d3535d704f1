import { parseHighlight } from '@/lib/search/highlight';

/** A highlighted value as text: only the engine's mark tags become <mark> elements, nothing else is markup. */
export function Highlight({ value }: { value: string }) {
  return (
    <>
      {parseHighlight(value).map((segment, index) =>
        segment.highlighted ? (
          <mark key={index} className="bg-transparent text-orange-700 underline dark:text-orange-400">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
