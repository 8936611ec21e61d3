import { ArrowLeft, FilePenLine, FileText, FolderTree, LayoutList, LogOut, Megaphone, Plus, Search } from "lucide-react";
import { useEffect } from "react";
import { Link, useFetcher, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { Route } from "./+types/panel";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { SpinnerIcon } from "~/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { formatDateLong } from "~/lib/format";
import { cn } from "~/lib/utils";

export async function loader({ request }: Route.LoaderArgs) {
  const { requireAdmin } = await import("~/lib/auth.server");
  const admin = await requireAdmin(request);
  const { listRecentPosts } = await import("~/models/posts.server");
  const posts = await listRecentPosts(100);
  return {
    admin: { email: admin.email, name: admin.name },
    posts: posts.map((p) => ({ id: p.id, name: p.name, slug: p.slug, createdAt: p.createdAt.toISOString() })),
  };
}

// The six tabs of §2; "Editar Post" is disabled unless a post is being edited.
const TABS = [
  { value: "list", label: "Lista de Posts", icon: LayoutList },
  { value: "new", label: "Criar Novo Post", icon: Plus },
  { value: "edit", label: "Editar Post", icon: FilePenLine },
  { value: "categorias", label: "Categorias", icon: FolderTree },
  { value: "anuncios", label: "Anúncios", icon: Megaphone },
  { value: "seo", label: "SEO", icon: Search },
] as const;
type TabValue = (typeof TABS)[number]["value"];

function isTab(value: string | null): value is TabValue {
  return TABS.some((t) => t.value === value);
}

export default function AdminPanel({ loaderData }: Route.ComponentProps) {
  const { admin, posts } = loaderData;
  const [params, setParams] = useSearchParams();
  const requested = params.get("aba");
  const editing = false; // no post is being edited until the post form exists
  const tab: TabValue = isTab(requested) && (requested !== "edit" || editing) ? requested : "list";
  const setTab = (value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value === "list") next.delete("aba");
      else next.set("aba", value);
      return next;
    }, { replace: true, preventScrollReset: true });

  return (
    <div className="min-h-dvh bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between md:px-6">
          <div>
            <h1 className="text-2xl font-bold tracking-tight">Painel de Administração</h1>
            <p className="text-sm text-muted-foreground">Conectado como {admin.email}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/">
                <ArrowLeft aria-hidden="true" /> Voltar
              </Link>
            </Button>
            <Button size="sm" onClick={() => setTab("new")}>
              <Plus aria-hidden="true" /> Novo Post
            </Button>
            <Button asChild variant="secondary" size="sm">
              <Link to="/post-creator" rel="nofollow">
                <FileText aria-hidden="true" /> Editor de Posts
              </Link>
            </Button>
            <LogoutButton />
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:grid-cols-[14rem_1fr] md:px-6">
        <aside aria-label="Seções do painel" className="hidden md:block">
          <nav className="sticky top-6 space-y-1 rounded-xl border bg-card p-2">
            {TABS.map((t) => {
              const disabled = t.value === "edit" && !editing;
              return (
                <button
                  key={t.value}
                  type="button"
                  disabled={disabled}
                  onClick={() => setTab(t.value)}
                  aria-current={tab === t.value ? "page" : undefined}
                  className={cn(
                    "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50",
                    tab === t.value ? "bg-primary text-primary-foreground" : "hover:bg-accent",
                  )}
                >
                  <t.icon className="size-4" aria-hidden="true" />
                  {t.label}
                </button>
              );
            })}
          </nav>
        </aside>

        <Tabs value={tab} onValueChange={setTab} className="min-w-0">
          <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-3 xl:grid-cols-6">
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value} disabled={t.value === "edit" && !editing}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>

          <TabsContent value="list">
            <Card>
              <CardHeader>
                <CardTitle>
                  <h2>Lista de Posts</h2>
                </CardTitle>
                <CardDescription>Todos os posts do blog, do mais recente ao mais antigo.</CardDescription>
              </CardHeader>
              <CardContent>
                {posts.length === 0 ? (
                  <p className="py-8 text-center text-muted-foreground">Nenhum post encontrado. Crie seu primeiro post!</p>
                ) : (
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead>Título</TableHead>
                        <TableHead className="w-40 sm:w-72">Data de criação</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {posts.map((post) => (
                        <TableRow key={post.id}>
                          <TableCell className="font-medium whitespace-normal">
                            <Link className="underline-offset-4 hover:underline" to={`/blog/${post.slug}`}>
                              {post.name}
                            </Link>
                          </TableCell>
                          <TableCell className="whitespace-normal text-muted-foreground">{formatDateLong(post.createdAt)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </CardContent>
            </Card>
          </TabsContent>
          <SectionTab value="new" title="Criar Novo Post" text="Escreva um novo post com título, categoria, tags, conteúdo em Markdown e campos de SEO." />
          <SectionTab value="edit" title="Editar Post" text="Escolha um post na lista para editá-lo." />
          <SectionTab value="categorias" title="Categorias" text="Organize os posts do blog em categorias." />
          <SectionTab value="anuncios" title="Anúncios" text="Gerencie os banners pagos, suas posições e períodos de exibição." />
          <SectionTab value="seo" title="SEO" text="Configurações globais de SEO e ajustes por página." />
        </Tabs>
      </div>
    </div>
  );
}

function SectionTab({ value, title, text }: { value: TabValue; title: string; text: string }) {
  return (
    <TabsContent value={value}>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{title}</h2>
          </CardTitle>
          <CardDescription>{text}</CardDescription>
        </CardHeader>
      </Card>
    </TabsContent>
  );
}

/** "Sair": disabled with a spinner while it runs, then the spec's toasts and /auth (§4, §8). */
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
