/**
 * A Markdown twin cut into its sections the way the build cuts it (markdownSections in src/lib/docs/markdown.ts):
 * the opening, then one part per `## ` heading line outside code fences. Joined by a newline they are the twin.
 */
export function twinSections(markdown: string): string[] {
  const parts: string[][] = [[]];
  let fence: string | null = null;
  const lines = markdown.split('\n');
  if (lines.at(-1) === '') lines.pop();
  for (const line of lines) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) fence = marker;
    else if (
      fence !== null &&
      marker &&
      marker[0] === fence[0] &&
      marker.length >= fence.length &&
      line.trim() === marker
    )
      fence = null;
    else if (fence === null && line.startsWith('## ')) {
      // The blank line before a heading belongs to the join, not to the section above.
      if (parts.at(-1)!.at(-1) === '') parts.at(-1)!.pop();
      parts.push([]);
    }
    parts.at(-1)!.push(line);
  }
  return parts.map((part) => `${part.join('\n')}\n`);
}
