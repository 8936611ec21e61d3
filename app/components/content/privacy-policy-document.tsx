import { LegalDocument } from "~/components/content/legal-document";
import { privacyPolicy } from "~/content/legal/politica-de-privacidade";
import type { SiteOperator } from "~/content/site-operator";

/** /politica-de-privacidade's whole text, a server island: its code never reaches a first visit's browser. */
export default function PrivacyPolicyDocument({
  title,
  description,
  operator,
}: {
  title: string;
  description: string;
  /** Who runs the site (/admin/site), from the route's loader. */
  operator: SiteOperator;
}) {
  return <LegalDocument title={title} description={description} operator={operator} {...privacyPolicy(operator)} />;
}
