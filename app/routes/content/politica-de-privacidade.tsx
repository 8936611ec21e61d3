import type { MetaFunction } from "react-router";
import { LegalDocument } from "~/components/content/legal-document";
import { privacyPolicy } from "~/content/legal/politica-de-privacidade";
import { pageSeoMeta } from "~/lib/seo/meta";

// The text lives in content/legal/ (issue 13: content out of routes); this module only composes.
export default function PoliticaDePrivacidadePage() {
  return <LegalDocument {...privacyPolicy} />;
}

export const meta: MetaFunction = (args) =>
  pageSeoMeta(args, { title: privacyPolicy.title, description: privacyPolicy.description });
