import { LegalDocument } from "~/components/content/legal-document";
import { privacyPolicy } from "~/content/legal/politica-de-privacidade";

/** /politica-de-privacidade's whole text, a server island: its code never reaches a first visit's browser. */
export default function PrivacyPolicyDocument({ title, description }: { title: string; description: string }) {
  return <LegalDocument title={title} description={description} {...privacyPolicy} />;
}
