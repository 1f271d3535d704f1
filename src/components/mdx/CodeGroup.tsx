import {
  Children,
  Fragment,
  isValidElement,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { codeLabel, DEFAULT_CODE_LABEL } from '@/lib/code-preference';
import { CodeBlock } from './CodeBlock';
import { CodeTabs } from './CodeTabs';

type PreProps = ComponentPropsWithoutRef<'pre'> & { 'data-language'?: string; 'data-title'?: string };

const frame = 'code-frame not-prose my-6 overflow-hidden rounded-2xl';

/**
 * A fenced block outside a CodeGroup: a header with its title (or Code) above the block.
 * MDX renders every fence through this component.
 */
export function CodeFrame(props: PreProps) {
  return (
    <div className={frame}>
      <div className="code-header flex min-h-9 items-center border-b px-4 text-xs font-semibold">
        {props['data-title'] || DEFAULT_CODE_LABEL}
      </div>
      <CodeBlock {...props} />
    </div>
  );
}

/** The fences inside a group; Shiki hands each one over wrapped in a fragment. */
function codeBlocks(children: ReactNode): ReactElement<PreProps>[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    if (child.type === Fragment) return codeBlocks(child.props.children);
    return [child as ReactElement<PreProps>];
  });
}

/** Several fences under one title, one tab each; a single fence gets no tab bar. */
export function CodeGroup({ title, children }: { title?: string; children: ReactNode }) {
  const blocks = codeBlocks(children);
  const labels = blocks.map((block) => codeLabel(block.props['data-language'], block.props['data-title']));
  const panels = blocks.map((block, index) => <CodeBlock key={index} {...block.props} />);
  if (blocks.length === 1) {
    return (
      <div className={frame} data-code-group="">
        <div className="code-header flex min-h-9 items-center border-b px-4 text-xs font-semibold">
          {title || blocks[0]!.props['data-title'] || DEFAULT_CODE_LABEL}
        </div>
        {panels}
      </div>
    );
  }
  return (
    <div className={frame} data-code-group="">
      <CodeTabs title={title} labels={labels}>
        {panels}
      </CodeTabs>
    </div>
  );
}
