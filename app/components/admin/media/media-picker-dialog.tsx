// The picker's dialog (loaded on first use by media-picker.tsx): the library's images, newest
// first, searched by name or alt text, a page at a time, from /admin/midia's own loader.
// Each image is a button (Tab moves between them, Enter or Space picks).
import Search from "lucide-react/icons/search";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import type { loader } from "~/routes/admin/media";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { SpinnerIcon } from "~/components/ui/spinner";
import { formatNumber } from "~/lib/format";
import type { PickedMedia } from "./media-picker";

function pickerUrl(q: string, page: number) {
  const params = new URLSearchParams({ seletor: "1" });
  if (q) params.set("q", q);
  if (page > 1) params.set("pagina", String(page));
  return `/admin/midia?${params}`;
}

export default function MediaPickerDialog({
  open,
  onOpenChange,
  onPick,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (media: PickedMedia) => void;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}) {
  const fetcher = useFetcher<typeof loader>();
  const uid = useId();
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState({ q: "", page: 1 });
  const { load } = fetcher;
  useEffect(() => {
    if (open) void load(pickerUrl(query.q, query.page));
  }, [open, query, load]);

  const result = fetcher.data && fetcher.data.picker ? fetcher.data : null;
  const loading = fetcher.state === "loading";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Biblioteca de mídia</DialogTitle>
          <DialogDescription>Escolha uma imagem já enviada. O texto alternativo salvo vem junto.</DialogDescription>
        </DialogHeader>
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            setQuery({ q: typed.trim(), page: 1 });
          }}
        >
          <label htmlFor={`${uid}-q`} className="sr-only">
            Buscar por nome ou texto alternativo
          </label>
          <Input
            id={`${uid}-q`}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Buscar por nome ou texto alternativo..."
            maxLength={100}
          />
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" />
            Buscar
          </Button>
        </form>
        <div aria-live="polite" aria-busy={loading} className="min-h-40">
          {!result ? (
            <p className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
              <SpinnerIcon /> Carregando imagens…
            </p>
          ) : result.items.length === 0 ? (
            <p className="rounded-lg border border-dashed py-10 text-center text-sm text-muted-foreground">
              {result.q ? "Nenhuma imagem encontrada." : "Nenhuma imagem enviada ainda."}
            </p>
          ) : (
            <>
              <p className="mb-2 text-xs text-muted-foreground">
                {result.total === 1 ? "1 imagem" : `${formatNumber(result.total)} imagens`}
                {result.q ? ` para "${result.q}"` : ""}
              </p>
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
                {result.items.map((item) => {
                  const name = item.originalName || "Imagem sem nome";
                  return (
                    <li key={item.id}>
                      <button
                        type="button"
                        onClick={() => onPick(item)}
                        aria-label={`Escolher ${name}${item.altText ? ` (${item.altText})` : ""}`}
                        className="group flex w-full flex-col overflow-hidden rounded-md border bg-card text-left outline-none hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      >
                        <span className="flex aspect-square w-full items-center justify-center bg-muted">
                          <img
                            src={item.url}
                            alt=""
                            width={item.width ?? undefined}
                            height={item.height ?? undefined}
                            loading="lazy"
                            decoding="async"
                            className="h-full w-full object-contain"
                          />
                        </span>
                        <span className="truncate px-2 py-1 text-xs" aria-hidden="true">
                          {name}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              {result.pageCount > 1 ? (
                <div className="mt-3 flex items-center justify-between gap-2">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={result.page <= 1 || loading}
                    onClick={() => setQuery({ q: result.q, page: result.page - 1 })}
                  >
                    Anterior
                  </Button>
                  <span className="text-xs text-muted-foreground">
                    Página {result.page} de {result.pageCount}
                  </span>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={result.page >= result.pageCount || loading}
                    onClick={() => setQuery({ q: result.q, page: result.page + 1 })}
                  >
                    Próxima
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
