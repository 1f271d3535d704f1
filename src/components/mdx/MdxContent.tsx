import { run } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { mdxComponents } from './index';

/** Renders a page compiled by the documentation source (src/lib/docs/source.ts) with the MDX widgets. */
export async function MdxContent({ code }: { code: string }) {
  const { default: Content } = await run(code, { ...runtime });
  return <Content components={mdxComponents} />;
}
