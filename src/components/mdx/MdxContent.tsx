import { run } from '@mdx-js/mdx';
import type { ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import type { CalloutKind } from '@/lib/content/callouts';
import { mdxComponents, Note } from './index';

/**
 * Renders a page compiled by the documentation source (src/lib/docs/source.ts) with the MDX widgets;
 * callouts get their labels in the page's language.
 */
export async function MdxContent({
  code,
  calloutLabels,
}: {
  code: string;
  calloutLabels?: Record<CalloutKind, string>;
}) {
  const { default: Content } = await run(code, { ...runtime });
  const components = {
    ...mdxComponents,
    Note: (props: { type?: string; kind?: string; children: ReactNode }) => (
      <Note {...props} labels={calloutLabels} />
    ),
  };
  return <Content components={components} />;
}
