import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { sectionOffsetRem, type DocHeading } from '../toc';

/**
 * Headings carry their id in the source: `## Query parameters [#query-parameters]`.
 * An optional second bracket gives a tag and a label: `## Create a task [#create-task] [POST /tasks]`.
 */
const ID_SUFFIX = /\s*\[#([a-z0-9][a-z0-9-]*)\](?:\s*\[([A-Z]+)(?:\s+([^\]]+))?\])?\s*$/;

export function parseHeadingSuffix(raw: string): { text: string; id?: string; tag?: string; label?: string } {
  const match = ID_SUFFIX.exec(raw);
  if (!match) return { text: raw.trim() };
  return { text: raw.slice(0, match.index).trim(), id: match[1], tag: match[2], label: match[3]?.trim() };
}

/** Strips the suffix from the heading's last text node and returns what it said. */
function takeSuffix(node: Heading): { id?: string; tag?: string; label?: string } {
  const last = node.children[node.children.length - 1];
  if (!last || last.type !== 'text') return {};
  const parsed = parseHeadingSuffix((last as Text).value);
  if (!parsed.id) return {};
  const match = ID_SUFFIX.exec((last as Text).value);
  (last as Text).value = (last as Text).value.slice(0, match!.index).replace(/\s+$/, '');
  return parsed;
}

/** Remark plugin: sets id/tag/label on headings and collects the h2 and h3 ones into `file.data.headings`. */
export function remarkHeadingIds() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const headings: DocHeading[] = [];
    visit(tree, 'heading', (node: Heading) => {
      const { id, tag, label } = takeSuffix(node);
      if (!id) return;
      const data = (node.data ??= {});
      data.hProperties = {
        ...(data.hProperties as Record<string, unknown> | undefined),
        id,
        ...(tag ? { 'data-tag': tag } : {}),
        ...(label ? { 'data-label': label } : {}),
      };
      if (node.depth === 2 || node.depth === 3) {
        headings.push({
          id,
          title: toString(node),
          depth: node.depth,
          offsetRem: sectionOffsetRem({ tag, label }),
          ...(tag ? { tag } : {}),
          ...(label ? { label } : {}),
        });
      }
    });
    file.data.headings = headings;
  };
}
