import { LegalDocument } from "~/components/content/legal-document";
import { termsOfUse } from "~/content/legal/termos-de-uso";

/** /termos-de-uso's whole text, a server island: its code never reaches a first visit's browser. */
export default function TermsOfUseDocument({ title, description }: { title: string; description: string }) {
  return <LegalDocument title={title} description={description} {...termsOfUse} />;
}
