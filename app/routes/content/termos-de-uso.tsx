import type { MetaFunction } from "react-router";
import { LegalDocument } from "~/components/content/legal-document";
import { termsOfUse } from "~/content/legal/termos-de-uso";
import { pageSeoMeta } from "~/lib/seo/meta";

// The text lives in content/legal/ (issue 13: content out of routes); this module only composes.
export default function TermosDeUsoPage() {
  return <LegalDocument {...termsOfUse} />;
}

export const meta: MetaFunction = (args) =>
  pageSeoMeta(args, { title: termsOfUse.title, description: termsOfUse.description });
