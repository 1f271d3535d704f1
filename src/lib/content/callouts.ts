import type { Blockquote, Paragraph, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

/** The kinds of callout a page can use: `<Note type="warning">` or a GitHub alert (`> [!WARNING]`). */
export const CALLOUT_KINDS = ['note', 'tip', 'important', 'warning', 'danger'] as const;
export type CalloutKind = (typeof CALLOUT_KINDS)[number];

/** GitHub's alert markers and the callout each becomes (GitHub's CAUTION is our danger). */
export const GITHUB_ALERTS: Record<string, CalloutKind> = {
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'important',
  WARNING: 'warning',
  CAUTION: 'danger',
};

/** GitHub's alert marker of each kind: the one text form of a callout in the Markdown twins and llms files. */
export function githubAlertOf(kind: CalloutKind): string {
  return Object.entries(GITHUB_ALERTS).find(([, value]) => value === kind)![0];
}

export function calloutKind(value: unknown): CalloutKind {
  return (CALLOUT_KINDS as readonly unknown[]).includes(value) ? (value as CalloutKind) : 'note';
}

const ALERT_MARKER = /^\[!([A-Z]+)\][ \t]*(?:\r?\n|$)/;

/** The callout kind of a blockquote written as a GitHub alert, after removing its marker; null otherwise. */
function takeAlert(quote: Blockquote): CalloutKind | null {
  const first = quote.children[0];
  if (first?.type !== 'paragraph') return null;
  const text = first.children[0];
  if (text?.type !== 'text') return null;
  const match = ALERT_MARKER.exec(text.value);
  const kind = match && GITHUB_ALERTS[match[1]!];
  if (!kind) return null;
  text.value = text.value.slice(match[0].length);
  if (!text.value) first.children.shift();
  // `> [!NOTE]` alone on its line, then a line break node, as remark makes it for a trailing double space.
  if (first.children[0]?.type === 'break') first.children.shift();
  if (first.children.length === 0) quote.children.shift();
  return kind;
}

/**
 * Remark plugin of the MDX preset: a blockquote that starts with a GitHub alert marker (`> [!NOTE]`,
 * `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]`, `[!CAUTION]`) becomes a `<Note type="...">` element with the
 * quote's content, so it renders, and is indexed for search, as the same callout as the JSX form.
 */
export function remarkCallouts() {
  return (tree: Root) => {
    visit(tree, 'blockquote', (node: Blockquote, index, parent) => {
      if (!parent || index === undefined) return;
      const kind = takeAlert(node);
      if (!kind) return;
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Note',
        attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: kind }],
        children: node.children as MdxJsxFlowElement['children'],
        position: node.position,
      };
      parent.children[index] = element as unknown as Paragraph;
    });
  };
}
