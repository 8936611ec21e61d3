// /admin/posts/:id/historico: "Histórico" (issue 28 item 2). Every save of the post, newest
// first; one chosen (?versao=<id>) is shown as rendered and as a line diff against the current
// text, with its title and SEO changes; "Restaurar" saves it again as a new version after a
// confirmation (a dialog, or on the page without JavaScript: ?versao=<id>&restaurar=1).
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/posts.history";
import { AdminSection, adminMeta, EmptyState } from "~/components/admin/admin-page";
import { PostHtml } from "~/components/blog/post-html";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/lib/auth/auth.server";
import { formatDateLong, formatNumber } from "~/lib/format";
import { redirectWithToast } from "~/lib/http/toast.server";
import { diffStats, lineDiff, type DiffLine } from "~/lib/line-diff";
import { renderMarkdown } from "~/lib/markdown/markdown.server";
import { getPostForEdit, getRevision, listRevisions, restoreRevision } from "~/models/post-writes.server";
import { DEFAULT_CATEGORY } from "~/models/posts.server";

const FIELD_LABELS = {
  name: "Título",
  slug: "Endereço (slug)",
  category: "Categoria",
  tags: "Tags",
  seoTitle: "Título SEO",
  seoDescription: "Descrição SEO",
  seoKeywords: "Palavras-chave SEO",
  seoImage: "Imagem SEO",
  canonicalUrl: "URL canônica",
} as const;
type ComparedField = keyof typeof FIELD_LABELS;

function revisionIdParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const post = await getPostForEdit(params.id);
  if (!post) throw data(null, { status: 404 });
  const revisions = await listRevisions(post.id);
  const chosenId = revisionIdParam(url.searchParams.get("versao"));
  const revision = chosenId === null ? null : await getRevision(post.id, chosenId);
  let selected = null;
  if (revision) {
    const current: Record<ComparedField, string> = {
      name: post.name,
      slug: post.slug,
      category: post.category ?? DEFAULT_CATEGORY,
      tags: post.tags.join(", "),
      seoTitle: post.seoTitle,
      seoDescription: post.seoDescription,
      seoKeywords: post.seoKeywords,
      seoImage: post.seoImage,
      canonicalUrl: post.canonicalUrl,
    };
    const old: Record<ComparedField, string> = {
      name: revision.name,
      slug: revision.slug,
      category: revision.category ?? DEFAULT_CATEGORY,
      tags: revision.tags.join(", "),
      seoTitle: revision.seoTitle,
      seoDescription: revision.seoDescription,
      seoKeywords: revision.seoKeywords,
      seoImage: revision.seoImage,
      canonicalUrl: revision.canonicalUrl,
    };
    const diff = lineDiff(post.content, revision.content);
    selected = {
      id: revision.id,
      createdAt: revision.createdAt.toISOString(),
      userEmail: revision.userEmail,
      autosave: revision.autosave,
      name: revision.name,
      html: renderMarkdown(revision.content).html,
      diff,
      stats: diffStats(diff),
      fields: (Object.keys(FIELD_LABELS) as ComparedField[])
        .filter((key) => old[key] !== current[key])
        .map((key) => ({ key, label: FIELD_LABELS[key], version: old[key], current: current[key] })),
    };
  }
  return {
    post: { id: post.id, name: post.name, slug: post.slug },
    revisions: revisions.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    selected,
    // The confirmation asked on the page, for a browser without JavaScript.
    confirming: selected !== null && url.searchParams.get("restaurar") === "1",
    missing: chosenId !== null && !revision,
  };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, url);
  const form = await request.formData();
  const revisionId = revisionIdParam(String(form.get("versao") ?? ""));
  const history = `/admin/posts/${params.id}/historico`;
  if (revisionId === null)
    return redirectWithToast(history, {
      type: "error",
      title: "Erro ao restaurar",
      description: "Versão não encontrada.",
    });
  const result = await restoreRevision(params.id, revisionId, admin);
  if (!result.ok)
    return redirectWithToast(result.reason === "not-found" ? "/admin" : `${history}?versao=${revisionId}`, {
      type: "error",
      title: "Erro ao restaurar",
      description: result.message,
    });
  return redirectWithToast(`/admin/posts/${params.id}`, {
    type: "success",
    title: "Versão restaurada",
    description: "O post voltou a essa versão; a anterior continua no histórico.",
  });
}

export default function PostHistoryPage({ loaderData }: Route.ComponentProps) {
  const { post, revisions, selected, confirming, missing } = loaderData;
  const base = `/admin/posts/${post.id}/historico`;
  // The newest save is the post as it stands; an autosave (issue 28 item 6) never is.
  const currentId = revisions.find((r) => !r.autosave)?.id;
  return (
    <div className="space-y-6">
      <AdminSection
        title="Histórico"
        description={
          <>
            Versões salvas de “{post.name}”, da mais recente à mais antiga (as {formatNumber(50)} últimas).
          </>
        }
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/posts/${post.id}`}>Voltar ao editor</Link>
          </Button>
        }
      >
        {missing ? (
          <p role="alert" className="mb-4 font-medium text-destructive">
            Esta versão não existe mais.
          </p>
        ) : null}
        {revisions.length === 0 ? (
          <EmptyState>Nenhuma versão salva ainda.</EmptyState>
        ) : (
          <ol className="divide-y rounded-lg border" aria-label="Versões">
            {revisions.map((r) => (
              <li key={r.id}>
                <Link
                  to={`${base}?versao=${r.id}`}
                  aria-current={selected?.id === r.id ? "true" : undefined}
                  className="flex flex-col gap-0.5 px-3 py-2 hover:bg-accent focus-visible:bg-accent aria-[current]:bg-accent sm:flex-row sm:items-baseline sm:gap-3"
                >
                  <span className="font-medium">{formatDateLong(r.createdAt)}</span>
                  {r.autosave ? <AutosaveLabel /> : null}
                  <span className="text-sm text-muted-foreground">{r.userEmail}</span>
                  <span className="min-w-0 truncate sm:flex-1">{r.name || "(sem título)"}</span>
                  <span className="text-sm text-muted-foreground">
                    {formatNumber(r.contentLength)} caracteres{r.id === currentId ? " · versão atual" : ""}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </AdminSection>

      {selected ? <RevisionDetails base={base} selected={selected} confirming={confirming} /> : null}
    </div>
  );
}

/** An autosave of the editor, not a save: said in words, not only by look. */
function AutosaveLabel() {
  return (
    <span className="w-fit rounded-full border border-primary/50 px-2 text-xs font-medium">Salvamento automático</span>
  );
}

type Selected = NonNullable<Route.ComponentProps["loaderData"]["selected"]>;

function RevisionDetails({ base, selected, confirming }: { base: string; selected: Selected; confirming: boolean }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const busy = useNavigation().state !== "idle";
  const when = formatDateLong(selected.createdAt);
  const question = `Restaurar a versão de ${when}? O post volta a esse título, texto, categoria, tags e SEO; o status de publicação não muda e o texto atual continua no histórico.`;
  const restoreFields = <input type="hidden" name="versao" value={selected.id} />;
  return (
    <AdminSection
      title={selected.autosave ? `Salvamento automático de ${when}` : `Versão de ${when}`}
      description={
        selected.autosave
          ? `Salvo automaticamente durante a edição de ${selected.userEmail}; o post só muda se esta versão for restaurada.`
          : `Salva por ${selected.userEmail}.`
      }
      actions={
        // Without JavaScript this GET form asks on the page; with it, a dialog asks.
        <Form
          method="get"
          action={base}
          onSubmit={(event) => {
            event.preventDefault();
            setDialogOpen(true);
          }}
        >
          <input type="hidden" name="versao" value={selected.id} />
          <Button type="submit" name="restaurar" value="1" size="sm">
            <RotateCcw aria-hidden="true" /> Restaurar
          </Button>
        </Form>
      }
    >
      {confirming ? (
        <section
          role="alertdialog"
          aria-labelledby="restore-title"
          aria-describedby="restore-text"
          className="mb-4 rounded-lg border border-primary/50 bg-accent/60 p-4"
        >
          <h3 id="restore-title" className="font-semibold">
            Restaurar versão
          </h3>
          <p id="restore-text" className="mt-1 text-sm">
            {question}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Form method="post" action={base}>
              {restoreFields}
              <Button type="submit" size="sm">
                Restaurar
              </Button>
            </Form>
            <Button asChild variant="outline" size="sm">
              <Link to={`${base}?versao=${selected.id}`}>Cancelar</Link>
            </Button>
          </div>
        </section>
      ) : null}

      <div className="space-y-6">
        <section aria-labelledby="fields-title">
          <h3 id="fields-title" className="mb-2 font-semibold">
            Título e SEO
          </h3>
          {selected.fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">Iguais aos atuais.</p>
          ) : (
            <dl className="grid gap-2 text-sm">
              {selected.fields.map((f) => (
                <div key={f.key} className="rounded-md border p-2">
                  <dt className="font-medium">{f.label}</dt>
                  <dd>
                    <span className="text-muted-foreground">Nesta versão: </span>
                    {f.version || "(vazio)"}
                  </dd>
                  <dd>
                    <span className="text-muted-foreground">Atual: </span>
                    {f.current || "(vazio)"}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>

        <section aria-labelledby="diff-title">
          <h3 id="diff-title" className="font-semibold">
            Diferenças no texto
          </h3>
          <p className="mb-2 text-sm text-muted-foreground">
            Do texto atual para esta versão: + linha só nesta versão, − linha só no texto atual.{" "}
            {selected.stats.added === 0 && selected.stats.removed === 0
              ? "O texto é igual ao atual."
              : `${formatNumber(selected.stats.added)} linha(s) a mais, ${formatNumber(selected.stats.removed)} a menos.`}
          </p>
          <LineDiffView diff={selected.diff} />
        </section>

        <section aria-labelledby="rendered-title">
          <h3 id="rendered-title" className="mb-2 font-semibold">
            Como esta versão aparece
          </h3>
          <div className="rounded-lg border p-4">
            <p className="mb-3 text-2xl font-bold">{selected.name}</p>
            <PostHtml html={selected.html} />
          </div>
        </section>
      </div>

      <AlertDialog open={dialogOpen} onOpenChange={(open) => !open && !busy && setDialogOpen(false)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Restaurar versão</AlertDialogTitle>
            <AlertDialogDescription>{question}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancelar</AlertDialogCancel>
            <Form method="post" action={base}>
              {restoreFields}
              <Button type="submit" disabled={busy} className="w-full sm:w-auto">
                Restaurar
              </Button>
            </Form>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </AdminSection>
  );
}

const LINE_STYLE: Record<DiffLine["kind"], { marker: string; label: string; className: string }> = {
  same: { marker: " ", label: "", className: "" },
  added: { marker: "+", label: "Só nesta versão: ", className: "bg-success/15" },
  removed: { marker: "−", label: "Só no texto atual: ", className: "bg-destructive/15" },
};

/** The diff as lines with a visible + / − and, for screen readers, words: never colour alone. */
function LineDiffView({ diff }: { diff: readonly DiffLine[] }) {
  if (diff.length === 0) return <p className="text-sm text-muted-foreground">(texto vazio)</p>;
  return (
    <div
      role="region"
      aria-label="Diferenças linha a linha"
      tabIndex={0}
      className="max-h-[32rem] overflow-auto rounded-lg border font-mono text-sm"
    >
      {diff.map((line, i) => {
        const style = LINE_STYLE[line.kind];
        return (
          <div key={i} data-diff={line.kind} className={`flex whitespace-pre-wrap break-words ${style.className}`}>
            <span aria-hidden="true" className="w-6 shrink-0 select-none text-center font-bold">
              {style.marker}
            </span>
            <span className="min-w-0 flex-1 pr-2">
              {style.label ? <span className="sr-only">{style.label}</span> : null}
              {line.text || "\u00a0"}
            </span>
          </div>
        );
      })}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.post ? `Histórico: ${loaderData.post.name}` : "Histórico");
