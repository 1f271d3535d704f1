import { run } from '@mdx-js/mdx';
import type { ComponentType, ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import type { CalloutKind } from '@/lib/content/callouts';
import { DocsSection, type SectionTools } from '@/components/docs/DocsSection';
import { mdxComponents, Note } from './index';

type MdxBody = ComponentType<{ components: Record<string, unknown> }>;

/** A page's body as a component: the MDX the documentation source compiled (page.compiled()), run once. */
export async function mdxBody(code: string): Promise<MdxBody> {
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url });
  return Content as MdxBody;
}

/**
 * Renders a page compiled by the documentation source (src/lib/docs/source.ts, run by the route) with the MDX
 * widgets; callouts get their labels in the page's language, and with `sectionTools` every section gets its tools
 * (DocsSection).
 */
export function MdxContent({
  Content,
  calloutLabels,
  sectionTools,
}: {
  Content: MdxBody;
  calloutLabels?: Record<CalloutKind, string>;
  sectionTools?: SectionTools;
}) {
  const components = {
    ...mdxComponents,
    Note: (props: { type?: string; kind?: string; children: ReactNode }) => (
      <Note {...props} labels={calloutLabels} />
    ),
    ...(sectionTools && {
      section: (props: { className?: string; children?: ReactNode; 'data-section'?: string }) => (
        <DocsSection {...props} tools={sectionTools} />
      ),
    }),
  };
  return <Content components={components} />;
}
