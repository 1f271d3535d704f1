import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

export const LANGUAGE_LABELS: Record<string, string> = {
  javascript: 'JavaScript',
  js: 'JavaScript',
  typescript: 'TypeScript',
  ts: 'TypeScript',
  php: 'PHP',
  python: 'Python',
  py: 'Python',
  ruby: 'Ruby',
  rb: 'Ruby',
  go: 'Go',
};

export function labelOf(language?: string, title?: string): string {
  return title || (language && LANGUAGE_LABELS[language]) || 'Code';
}

type CodeChildProps = { 'data-language'?: string; 'data-title'?: string };

/** Groups several code blocks under tabs. Placeholder markup; the tabbed version lives in the docs-area work. */
export function CodeGroup({ title, children }: { title?: string; children: ReactNode }) {
  const blocks = Children.toArray(children).filter(isValidElement) as ReactElement<CodeChildProps>[];
  return (
    <div className="not-prose my-6 overflow-hidden rounded-2xl bg-zinc-900 shadow-md dark:ring-1 dark:ring-white/10">
      {title && <div className="border-b border-white/10 px-4 py-2 text-xs font-semibold text-white">{title}</div>}
      {blocks.map((block, index) => (
        <div key={index}>
          <div className="px-4 pt-2 text-xs text-zinc-400">
            {labelOf(block.props['data-language'], block.props['data-title'])}
          </div>
          {block}
        </div>
      ))}
    </div>
  );
}
