// D21 (issue 28): shown on every admin page (the panel's layout and /post-creator) until
// /admin/site is filled in; the demo's fictitious operator does not count.
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { Link } from "react-router";

export function IdentityNotice() {
  return (
    <div
      role="status"
      data-testid="site-identity-notice"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
    >
      <p className="flex items-center gap-2">
        <TriangleAlert className="size-4 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
        Preencha os dados do responsável antes de publicar o site.
      </p>
      <Link
        to="/admin/site"
        className="inline-flex min-h-11 items-center font-medium underline underline-offset-4 md:min-h-0"
      >
        Preencher dados do site
      </Link>
    </div>
  );
}
