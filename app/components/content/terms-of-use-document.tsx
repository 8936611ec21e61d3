import { LegalDocument } from "~/components/content/legal-document";
import { termsOfUse } from "~/content/legal/termos-de-uso";
import type { SiteOperator } from "~/content/site-operator";

/** /termos-de-uso's whole text, a server island: its code never reaches a first visit's browser. */
export default function TermsOfUseDocument({
  title,
  description,
  operator,
}: {
  title: string;
  description: string;
  /** Who runs the site (/admin/site), from the route's loader. */
  operator: SiteOperator;
}) {
  return <LegalDocument title={title} description={description} operator={operator} {...termsOfUse(operator)} />;
}
