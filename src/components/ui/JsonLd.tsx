import { serializeJsonLd, type JsonLdObject } from '@/lib/structured-data';

/** Structured data for search engines: one <script type="application/ld+json">, its JSON safely escaped. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
