import type { ComponentPropsWithoutRef } from 'react';
import { ApiVersion, ApiVersions } from './ApiVersions';
import { Button } from './Button';
import { CodeBlock } from './CodeBlock';
import { CodeFrame, CodeGroup } from './CodeGroup';
import { EntrySource } from './EntrySource';
import { Heading } from './Heading';
import { Col, MdxLink, Note, Properties, Property, Row } from './widgets';

export {
  ApiVersion,
  ApiVersions,
  Button,
  CodeBlock,
  CodeFrame,
  CodeGroup,
  Col,
  EntrySource,
  Heading,
  MdxLink,
  Note,
  Properties,
  Property,
  Row,
};
export type { ButtonVariant } from './Button';

function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="my-6 overflow-x-auto">
      <table {...props} className="my-0" />
    </div>
  );
}

/** Every widget MDX pages may use, and the element overrides. */
export const mdxComponents = {
  ApiVersions,
  ApiVersion,
  EntrySource,
  Button,
  CodeGroup,
  Note,
  Row,
  Col,
  Properties,
  Property,
  Heading,
  a: MdxLink,
  pre: CodeFrame,
  table: Table,
  h2: (props: ComponentPropsWithoutRef<'h2'>) => <Heading level={2} {...props} />,
  h3: (props: ComponentPropsWithoutRef<'h3'>) => <Heading level={3} {...props} />,
};
