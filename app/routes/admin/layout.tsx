// The admin shell (docs/decisions/0025-posts-and-categories.md): the header with Voltar, Novo Post, Editor de Posts
// and Sair, and the six tabs as links, each tab its own route module with its own
// loader and action (issue 8). This loader guards what it renders; every child loader
// and action calls requireAdmin itself, since a parent loader does not run for a
// child's action.
import ArrowLeft from "lucide-react/icons/arrow-left";
import DatabaseBackup from "lucide-react/icons/database-backup";
import FilePenLine from "lucide-react/icons/file-pen-line";
import FileText from "lucide-react/icons/file-text";
import FolderTree from "lucide-react/icons/folder-tree";
import LayoutList from "lucide-react/icons/layout-list";
import LogOut from "lucide-react/icons/log-out";
import Megaphone from "lucide-react/icons/megaphone";
import Briefcase from "lucide-react/icons/briefcase";
import ChartLine from "lucide-react/icons/chart-line";
import Plus from "lucide-react/icons/plus";
import Search from "lucide-react/icons/search";
import Building2 from "lucide-react/icons/building-2";
import Images from "lucide-react/icons/images";
import { useEffect } from "react";
import { Link, NavLink, Outlet, useFetcher, useMatch } from "react-router";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/layout";
import { Button } from "~/components/ui/button";
import { SpinnerIcon } from "~/components/ui/spinner";
import { requireAdmin } from "~/lib/auth/auth.server";
import { isSiteIdentityComplete } from "~/models/site-identity.server";
import { IdentityNotice } from "~/components/admin/identity-notice";
import { cn } from "~/lib/utils";

export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, url);
  // D21: until who runs the site is filled in, every admin page says so.
  return { admin: { email: admin.email, name: admin.name }, identityMissing: !(await isSiteIdentityComplete()) };
}

// docs/decisions/0025-posts-and-categories.md's six tabs. "Editar Post" has no URL of its own: it is the page of the post being
// edited, so it is a link only there.
const TABS = [
  { to: "/admin", label: "Lista de Posts", icon: LayoutList, end: true },
  { to: "/admin/posts/novo", label: "Criar Novo Post", icon: Plus, end: true },
  { to: null, label: "Editar Post", icon: FilePenLine, end: true },
  { to: "/admin/categorias", label: "Categorias", icon: FolderTree, end: true },
  // The ad form (/admin/anuncios/novo, /:id) belongs to this tab.
  { to: "/admin/anuncios", label: "Anúncios", icon: Megaphone, end: false },
  // Issue 25: the advertisers that group ads (their form, /novo and /:id, belongs to this tab).
  { to: "/admin/anunciantes", label: "Anunciantes", icon: Briefcase, end: false },
  { to: "/admin/seo", label: "SEO", icon: Search, end: true },
  // Issue 28 item 4: the media library.
  { to: "/admin/midia", label: "Mídia", icon: Images, end: true },
  // Issue 26: the audience counted on the server, and the media kit's switch.
  { to: "/admin/estatisticas", label: "Estatísticas", icon: ChartLine, end: true },
  // Issue 28: who runs the site (D21).
  { to: "/admin/site", label: "Site", icon: Building2, end: true },
] as const;

const tabClass =
  "flex min-h-10 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { admin } = loaderData;
  const editMatch = useMatch("/admin/posts/:id");
  const editingPath = editMatch && editMatch.params.id !== "novo" ? editMatch.pathname : null;
  return (
    <div className="min-h-dvh bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between md:px-6">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight">Painel de Administração</h1>
            <p className="truncate text-sm text-muted-foreground">Conectado como {admin.email}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/">
                <ArrowLeft aria-hidden="true" /> Voltar
              </Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/admin/posts/novo">
                <Plus aria-hidden="true" /> Novo Post
              </Link>
            </Button>
            <Button asChild variant="secondary" size="sm">
              <Link to="/post-creator" rel="nofollow">
                <FileText aria-hidden="true" /> Editor de Posts
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              {/* A download, not a page: the browser saves the file. */}
              <a href="/admin/backup" download>
                <DatabaseBackup aria-hidden="true" /> Backup
              </a>
            </Button>
            <LogoutButton />
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-4 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-6 md:px-6 md:py-6">
        <nav aria-label="Seções do painel" className="md:sticky md:top-6 md:self-start">
          <ul className="grid grid-cols-2 gap-1 rounded-xl border bg-card p-2 sm:grid-cols-3 md:grid-cols-1">
            {TABS.map((tab) => {
              const to = tab.to ?? editingPath;
              return (
                <li key={tab.label}>
                  {to ? (
                    <NavLink
                      to={to}
                      end={tab.end}
                      className={({ isActive }) =>
                        cn(tabClass, isActive ? "bg-primary text-primary-foreground" : "hover:bg-accent")
                      }
                    >
                      <tab.icon className="size-4 shrink-0" aria-hidden="true" />
                      {tab.label}
                    </NavLink>
                  ) : (
                    <span
                      aria-disabled="true"
                      className={cn(tabClass, "cursor-not-allowed text-muted-foreground")}
                      title="Escolha um post na lista para editá-lo"
                    >
                      <tab.icon className="size-4 shrink-0" aria-hidden="true" />
                      {tab.label}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <main className="min-w-0">
          {loaderData.identityMissing ? <IdentityNotice /> : null}
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** "Sair": disabled with a spinner while it runs, then the spec's toasts and /auth (docs/decisions/0027-authentication.md). */
function LogoutButton() {
  const fetcher = useFetcher<{ error?: { title: string; description: string } }>();
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    const error = fetcher.data?.error;
    if (error) toast.error(error.title, { description: error.description });
  }, [fetcher.data]);
  return (
    <fetcher.Form method="post" action="/auth/sair">
      <Button type="submit" variant="destructive" size="sm" disabled={busy}>
        {busy ? <SpinnerIcon /> : <LogOut aria-hidden="true" />}
        Sair
      </Button>
    </fetcher.Form>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Painel de Administração | Cervejômetro" },
  { name: "robots", content: "noindex, nofollow" },
];
