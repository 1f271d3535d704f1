import type { ComponentType, ReactNode } from 'react';
import type { CalloutKind } from '@/lib/content/callouts';
import { mdxComponents, Note } from './index';

/**
 * Renders a page compiled by the documentation source (src/lib/docs/source.ts, run by the route) with the MDX
 * widgets; callouts get their labels in the page's language.
 */
export function MdxContent({
  Content,
  calloutLabels,
}: {
  Content: ComponentType<{ components: Record<string, unknown> }>;
  calloutLabels?: Record<CalloutKind, string>;
}) {
  const components = {
    ...mdxComponents,
    Note: (props: { type?: string; kind?: string; children: ReactNode }) => (
      <Note {...props} labels={calloutLabels} />
    ),
  };
  return <Content components={components} />;
}
