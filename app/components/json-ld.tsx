import { jsonLdString } from "~/lib/seo/json-ld";

/** Structured data; a data block, not a script the CSP has to allow. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}
