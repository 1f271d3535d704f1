import type { ComponentPropsWithoutRef } from 'react';
import { CodeBlock } from './CodeBlock';
import { CodeGroup } from './CodeGroup';
import { Heading } from './Heading';
import { Col, MdxLink, Note, Properties, Property, Row } from './widgets';

export { CodeBlock, CodeGroup, Col, Heading, Note, Properties, Property, Row };

/** Every widget MDX pages may use, and the element overrides. */
export const mdxComponents = {
  CodeGroup,
  Note,
  Row,
  Col,
  Properties,
  Property,
  Heading,
  a: MdxLink,
  pre: CodeBlock,
  h2: (props: ComponentPropsWithoutRef<'h2'>) => <Heading level={2} {...props} />,
  h3: (props: ComponentPropsWithoutRef<'h3'>) => <Heading level={3} {...props} />,
};
