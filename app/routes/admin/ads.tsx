// /admin/anuncios: the banner ads with their status, period and numbers (impressions,
// clicks, CTR), the active switch (optimistic, rolled back with the docs/decisions/0026-ad-rules.md toast on failure),
// and delete with its confirmation. The form lives at /admin/anuncios/novo and /:id.
import ChartColumn from "lucide-react/icons/chart-column";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Trash2 from "lucide-react/icons/trash";
import { useEffect } from "react";
import { data, Form, Link, useFetcher } from "react-router";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/ads";
import { adminMeta, AdminSection, EmptyState, InlineDeleteConfirm } from "~/components/admin/admin-page";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import {
  AD_POSITIONS,
  AD_SLOT_NAMES,
  adExpiryLabel,
  adScheduleStatus,
  truncateAdText,
  type AdPosition,
} from "~/lib/ads/ads";
import { formatCappedCtr as formatCtr } from "~/lib/ads/report";
import { requireAdmin } from "~/lib/auth/auth.server";
import { formatDateShort, formatNumber, todayInSaoPaulo } from "~/lib/format";
import { redirectWithToast } from "~/lib/http/toast.server";
import { cn } from "~/lib/utils";
import { deleteAd, setAdActive, setHouseCards } from "~/models/ad-writes.server";
import { listHouseCards } from "~/models/ads.server";
import { getAdForEdit, listAllAds } from "~/models/ads-list.server";
import { AD_POSITION_INFO, AD_TOASTS } from "~/schemas/ad";
import { useDeleteDialog } from "~/components/admin/use-delete-dialog";

const LIST = "/admin/anuncios";
const HOUSE_CARD_TOASTS = {
  saved: { title: "Espaços vazios atualizados" },
  error: { title: "Erro", description: "Não foi possível salvar os espaços vazios" },
} as const;
/** Positions whose empty slot may show the house card (the phone footer bar is then not shown at all). */
const HOUSE_CARD_POSITIONS = AD_POSITIONS.filter((p) => p !== "mobile-footer");
const DELETE_QUESTION = "Tem certeza que deseja excluir este anúncio?";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const today = todayInSaoPaulo();
  try {
    // Without JavaScript "Excluir" asks here, on the page, instead of in a dialog.
    const confirmId = url.searchParams.get("excluir");
    const [ads, confirm, houseCards] = await Promise.all([
      listAllAds(),
      confirmId ? getAdForEdit(confirmId) : null,
      listHouseCards(),
    ]);
    return {
      ads,
      today,
      houseCards,
      confirm: confirm ? { id: confirm.id, title: confirm.title } : null,
      loadError: null,
    };
  } catch (error) {
    console.error("[admin] falha ao carregar anúncios:", error);
    // The database's own text is for the log; the screen gets a plain Portuguese reason.
    return { ads: [], today, houseCards: null, confirm: null, loadError: "o banco de dados não respondeu" };
  }
}

export type ToggleResult = {
  intent: "toggle";
  ok: boolean;
  id: string;
  error?: { title: string; description: string };
};

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, url);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  if (intent === "toggle") {
    const active = form.get("active") === "true";
    try {
      const result = await setAdActive(admin, id, active);
      if (!result)
        return data<ToggleResult>(
          { intent: "toggle", ok: false, id, error: { ...AD_TOASTS.notFound } },
          { status: 404 },
        );
      return data<ToggleResult>({ intent: "toggle", ok: true, id });
    } catch (error) {
      console.error("[admin] falha ao alterar o status do anúncio:", error);
      return data<ToggleResult>(
        { intent: "toggle", ok: false, id, error: { ...AD_TOASTS.toggleError } },
        { status: 500 },
      );
    }
  }
  if (intent === "house-cards") {
    // Checkboxes are sent only when checked; the phone footer bar never shows one (D15).
    const on = Object.fromEntries(
      AD_POSITIONS.map((p) => [p, p !== "mobile-footer" && form.getAll("houseCard").includes(p)]),
    ) as Record<AdPosition, boolean>;
    try {
      await setHouseCards(admin, on);
    } catch (error) {
      console.error("[admin] falha ao salvar os espaços “Anuncie aqui”:", error);
      return redirectWithToast(LIST, { type: "error", ...HOUSE_CARD_TOASTS.error });
    }
    return redirectWithToast(LIST, { type: "success", ...HOUSE_CARD_TOASTS.saved });
  }
  if (intent === "delete") {
    try {
      if (!(await deleteAd(admin, id))) return redirectWithToast(LIST, { type: "error", ...AD_TOASTS.notFound });
    } catch (error) {
      console.error("[admin] falha ao excluir anúncio:", error);
      return redirectWithToast(LIST, { type: "error", ...AD_TOASTS.deleteError });
    }
    return redirectWithToast(LIST, { type: "success", ...AD_TOASTS.deleted });
  }
  return data({ error: "Ação desconhecida." }, { status: 400 });
}

// Calendar dates shown as dd/MM/yyyy; noon UTC keeps the day the same in São Paulo.
const day = (ymd: string) => formatDateShort(`${ymd}T12:00:00Z`);
const count = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;
const positionLabel = (p: string) => AD_POSITION_INFO[p as keyof typeof AD_POSITION_INFO]?.label ?? p;

export default function AdminAds({ loaderData, actionData }: Route.ComponentProps) {
  const { ads, today, confirm, loadError, houseCards } = loaderData;
  const { deleting, setDeleting, busy } = useDeleteDialog<{ id: string; title: string }>();
  // Without JavaScript a refused switch comes back as the page's action data.
  const toggleError = actionData && "intent" in actionData && !actionData.ok ? actionData.error : undefined;

  return (
    <AdminSection
      title="Anúncios"
      description="Os banners pagos, suas posições, períodos e números. Impressões e cliques são gravados a cada poucos segundos."
      actions={
        <Button asChild size="sm">
          <Link to="/admin/anuncios/novo">
            <Plus aria-hidden="true" /> Novo anúncio
          </Link>
        </Button>
      }
    >
      {toggleError ? (
        <p role="alert" className="mb-4 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <strong>{toggleError.title}:</strong> {toggleError.description}
        </p>
      ) : null}
      {confirm ? <AdDeleteConfirm ad={confirm} /> : null}

      {loadError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 py-10 text-center"
        >
          <p>Erro ao carregar anúncios: {loadError}</p>
          <Button asChild variant="outline">
            {/* A full reload, with or without JavaScript. */}
            <a href={LIST}>
              <RotateCcw aria-hidden="true" /> Tentar novamente
            </a>
          </Button>
        </div>
      ) : ads.length === 0 ? (
        <EmptyState>Nenhum anúncio encontrado</EmptyState>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Ativo</TableHead>
              <TableHead>Anúncio</TableHead>
              <TableHead className="hidden md:table-cell">Posição</TableHead>
              <TableHead className="hidden lg:table-cell">Período</TableHead>
              <TableHead className="hidden text-right sm:table-cell">Impressões</TableHead>
              <TableHead className="hidden text-right sm:table-cell">Cliques</TableHead>
              <TableHead className="hidden text-right sm:table-cell">CTR</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">Ações</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {ads.map((ad) => (
              <AdRowView
                key={ad.id}
                ad={ad}
                today={today}
                onDelete={() => setDeleting({ id: ad.id, title: ad.title })}
              />
            ))}
          </TableBody>
        </Table>
      )}

      {houseCards ? <HouseCardSettings houseCards={houseCards} /> : null}

      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && !busy && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Excluir anúncio</AlertDialogTitle>
            <AlertDialogDescription>
              {DELETE_QUESTION}
              {deleting ? <span className="mt-1 block font-medium text-foreground">{deleting.title}</span> : null}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancelar</AlertDialogCancel>
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={deleting?.id ?? ""} />
              <Button type="submit" variant="destructive" disabled={busy} className="w-full sm:w-auto">
                Excluir
              </Button>
            </Form>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </AdminSection>
  );
}

type AdListItem = Route.ComponentProps["loaderData"]["ads"][number];

function AdRowView({ ad, today, onDelete }: { ad: AdListItem; today: string; onDelete: () => void }) {
  const fetcher = useFetcher<ToggleResult>();
  // Optimistic: the switch shows the requested state while the request runs; once it
  // has come back the list's fresh data holds the truth (a failure rolls it back).
  const pending = fetcher.formData ? fetcher.formData.get("active") === "true" : null;
  const active = pending ?? ad.active;
  useEffect(() => {
    const error = fetcher.state === "idle" ? fetcher.data?.error : undefined;
    if (error) toast.error(error.title, { description: error.description });
  }, [fetcher.state, fetcher.data]);
  const when = adScheduleStatus(ad, today);
  // Issue 25 item 6: "Expirado" comes from the schedule; an ad within its last 7 days says so.
  const expiry = when === "Expirado" ? null : adExpiryLabel(ad, today);
  const period = `${day(ad.startDate)} a ${day(ad.endDate)}`;
  const numbers = `${count(ad.impressions, "impressão", "impressões")} · ${count(ad.clicks, "clique", "cliques")} · CTR ${formatCtr(ad.impressions, ad.clicks)}`;

  return (
    <TableRow data-ad-id={ad.id} data-impressions={ad.impressions} data-clicks={ad.clicks}>
      <TableCell className="align-top sm:align-middle">
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="toggle" />
          <input type="hidden" name="id" value={ad.id} />
          <input type="hidden" name="active" value={String(!active)} />
          {/* A submit button with the switch's role: it works without JavaScript too. */}
          <button
            type="submit"
            role="switch"
            aria-checked={active}
            aria-label={`Ativo: ${ad.title}`}
            data-state={active ? "checked" : "unchecked"}
            className="inline-flex h-[1.15rem] w-8 shrink-0 cursor-pointer items-center rounded-full border border-transparent shadow-xs outline-none transition-all focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input dark:data-[state=unchecked]:bg-input/80"
          >
            <span
              data-state={active ? "checked" : "unchecked"}
              className="pointer-events-none block size-4 rounded-full bg-background ring-0 transition-transform data-[state=checked]:translate-x-[calc(100%-2px)] data-[state=unchecked]:translate-x-0 dark:data-[state=checked]:bg-primary-foreground dark:data-[state=unchecked]:bg-foreground"
            />
          </button>
        </fetcher.Form>
      </TableCell>
      <TableCell className="min-w-40 whitespace-normal">
        <div className="mb-1 flex flex-wrap gap-1" data-testid="ad-status">
          <Badge variant={active ? "default" : "outline"}>{active ? "Ativo" : "Inativo"}</Badge>
          {when ? <Badge variant={when === "Expirado" ? "destructive" : "secondary"}>{when}</Badge> : null}
          {expiry ? (
            <Badge variant="outline" className="border-amber-500/60 text-amber-700 dark:text-amber-300">
              {expiry}
            </Badge>
          ) : null}
          <Badge variant="outline">{ad.format === "banner" ? "Banner" : "Cartão"}</Badge>
        </div>
        <Link className="font-medium underline-offset-4 hover:underline" to={`/admin/anuncios/${ad.id}`}>
          {ad.title}
        </Link>
        <span className="block text-xs text-muted-foreground">{truncateAdText(ad.description, "mobile-menu")}</span>
        {/* On narrow screens the hidden columns' facts sit under the title. */}
        <span className="mt-1 block text-xs text-muted-foreground lg:hidden">
          <span className="md:hidden">{positionLabel(ad.position)} · </span>
          {period}
        </span>
        <span className="mt-1 block text-xs text-muted-foreground sm:hidden">{numbers}</span>
      </TableCell>
      <TableCell className="hidden md:table-cell">{positionLabel(ad.position)}</TableCell>
      <TableCell className="hidden whitespace-normal lg:table-cell">{period}</TableCell>
      <TableCell className="hidden text-right tabular-nums sm:table-cell">{formatNumber(ad.impressions)}</TableCell>
      <TableCell className="hidden text-right tabular-nums sm:table-cell">{formatNumber(ad.clicks)}</TableCell>
      <TableCell className="hidden text-right tabular-nums sm:table-cell">
        {formatCtr(ad.impressions, ad.clicks)}
      </TableCell>
      <TableCell className="pr-0 align-top sm:pr-2 sm:align-middle">
        <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
          {/* Issue 25: the ad's daily report (impressions, views, clicks, CTR, CSV). */}
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/anuncios/${ad.id}/relatorio`} aria-label="Relatório" title={`Relatório de "${ad.title}"`}>
              <ChartColumn aria-hidden="true" />
              <span className="hidden xl:inline">Relatório</span>
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/anuncios/${ad.id}`} aria-label="Editar" title={`Editar "${ad.title}"`}>
              <Pencil aria-hidden="true" />
              <span className="hidden xl:inline">Editar</span>
            </Link>
          </Button>
          {/* Without JavaScript this GET form shows the confirmation on the page. */}
          <Form
            method="get"
            onSubmit={(event) => {
              event.preventDefault();
              onDelete();
            }}
          >
            <Button
              type="submit"
              name="excluir"
              value={ad.id}
              variant="outline"
              size="sm"
              aria-label="Excluir"
              title={`Excluir "${ad.title}"`}
              className={cn("[&_svg]:text-destructive")}
            >
              <Trash2 aria-hidden="true" />
              <span className="hidden xl:inline">Excluir</span>
            </Button>
          </Form>
        </div>
      </TableCell>
    </TableRow>
  );
}

/**
 * D15: per position, whether an empty slot shows "Anuncie aqui" (linking to /anuncie); off, the
 * slot takes no room at all. A plain form: it works without JavaScript.
 */
function HouseCardSettings({ houseCards }: { houseCards: Record<AdPosition, boolean> }) {
  return (
    <section aria-labelledby="house-cards-title" className="mt-8 space-y-3 rounded-lg border p-4">
      <div>
        <h3 id="house-cards-title" className="font-semibold">
          Espaços sem anúncio
        </h3>
        <p className="text-sm text-muted-foreground">
          Sem anúncio, a posição mostra “Anuncie aqui”, com o link para a página Anuncie. Desmarcada, ela fica vazia e
          não ocupa espaço. O rodapé do celular sem anúncio nunca aparece.
        </p>
      </div>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="house-cards" />
        <fieldset>
          <legend className="sr-only">Mostrar “Anuncie aqui” em</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {HOUSE_CARD_POSITIONS.map((p) => (
              <label key={p} className="flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="houseCard"
                  value={p}
                  defaultChecked={houseCards[p]}
                  className="size-4 accent-primary"
                />
                {`Anuncie aqui — ${AD_SLOT_NAMES[p]}`}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="outline" size="sm">
          Salvar espaços vazios
        </Button>
      </Form>
    </section>
  );
}

/** The confirmation without JavaScript: the same words as the dialog, on the page. */
function AdDeleteConfirm({ ad }: { ad: { id: string; title: string } }) {
  return (
    <InlineDeleteConfirm
      title="Excluir anúncio"
      cancelTo={LIST}
      fields={
        <>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={ad.id} />
        </>
      }
    >
      {DELETE_QUESTION} <strong>{ad.title}</strong>
    </InlineDeleteConfirm>
  );
}

export const meta: Route.MetaFunction = () => adminMeta("Anúncios");
