// /festa's "Lista de compras" (issue 29 item 2, D19): what to buy in closed packages, each with
// its quantity, an editable unit price (typed the Brazilian way, D2; empty = D19's reference
// price of REFERENCE_MONTH), the line total, the grand total and the total per adult. Sent to
// WhatsApp as an itemised message, copied as text, printed on one page (app.css, @media print).
import ClipboardCopy from "lucide-react/icons/clipboard-copy";
import MessageCircle from "lucide-react/icons/message-circle";
import Printer from "lucide-react/icons/printer";
import { useLocation } from "react-router";
import { PRICE_FORMAT, type PartyResult } from "~/calculators/party";
import {
  money,
  itemName,
  listItems,
  REFERENCE_MONTH,
  REFERENCE_PRICES,
  shoppingListText,
  type FestaForm,
  type ListItemId,
  type ShoppingList,
} from "~/calculators/party-plan";
import type { FieldErrors } from "~/calculators/validation";
import { resultLink } from "~/components/calculator/share-button";
import { NumberField } from "~/components/calculator/kit/number-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { useSiteOrigin } from "~/hooks/use-site-origin";
import { formatCurrency } from "~/lib/format";
import { toast } from "~/lib/toast";
import { WHATSAPP_BUTTON_CLASS, whatsAppHref } from "~/lib/whatsapp";

export const LIST_ANCHOR = "lista-de-compras";

type Update = <K extends keyof FestaForm>(field: K) => (value: FestaForm[K]) => void;

/** The form field (and URL parameter) holding an item's typed price: D8's `preco` for the beer. */
export function priceKey(id: ListItemId): keyof FestaForm & `preco${string}` {
  return id === "cerveja" ? "preco" : `preco_${id}`;
}

function referencePrice(id: ListItemId, form: FestaForm): number {
  return id === "cerveja" ? REFERENCE_PRICES.beer[form.embalagem] : REFERENCE_PRICES[id];
}

export function ShoppingListCard({
  form,
  update,
  errors,
  list,
  party,
}: {
  form: FestaForm;
  update: Update;
  errors: FieldErrors<FestaForm>;
  /** Undefined while a field is invalid: the price fields stay, without quantities. */
  list?: ShoppingList;
  party?: PartyResult;
}) {
  const origin = useSiteOrigin();
  const location = useLocation();
  const text = list && party ? shoppingListText(list, party) : "";
  const serverUrl = resultLink(`${origin}${location.pathname}${location.search}`, LIST_ANCHOR);
  const currentUrl = () => resultLink(window.location.href, LIST_ANCHOR);

  async function copy() {
    try {
      await navigator.clipboard.writeText(`${text}\n${currentUrl()}`);
      toast.success("Lista copiada!", { description: "Cole onde quiser: uma linha por item, com os totais." });
    } catch {
      toast.error("Erro ao copiar a lista");
    }
  }

  return (
    <Card className="mt-6" data-report-page="" id={LIST_ANCHOR}>
      <CardHeader>
        <CardTitle>
          <h2 id="lista-titulo" className="scroll-mt-result text-xl font-semibold">
            Lista de compras
          </h2>
        </CardTitle>
        <CardDescription>
          Em embalagens fechadas. Preços de referência de {REFERENCE_MONTH}: troque pelos do seu mercado.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {list ? null : (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            Corrija os campos destacados para ver as quantidades e os totais.
          </p>
        )}
        <ul className="divide-y rounded-lg border" data-testid="lista">
          {listItems(form).map((id) => {
            const key = priceKey(id);
            const line = list?.lines.find((l) => l.id === id);
            const name = line?.name ?? itemName(id, form.embalagem);
            return (
              <li
                key={id}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-3 gap-y-2 p-3 sm:grid-cols-[minmax(0,1fr)_9rem_7rem] sm:items-start"
                data-testid={`item-${id}`}
              >
                <div className="col-span-2 min-w-0 sm:col-span-1">
                  <p className="font-medium">{name}</p>
                  {line ? (
                    <p className="text-sm text-muted-foreground tabular-nums">
                      {line.quantityText} × {formatCurrency(line.price)}
                      <span className="text-xs">
                        {" "}
                        ({line.typed ? "preço digitado" : `referência ${REFERENCE_MONTH}`})
                      </span>
                    </p>
                  ) : null}
                </div>
                <NumberField
                  id={key}
                  label={
                    <>
                      Preço<span className="sr-only"> {name}</span>
                    </>
                  }
                  value={form[key]}
                  onChange={update(key)}
                  placeholder={formatCurrency(referencePrice(id, form)).replace(/^R\$\s*/, "")}
                  suffix="R$"
                  format={PRICE_FORMAT}
                  error={errors[key]}
                  className="max-w-40 print:hidden sm:max-w-none"
                />
                <p className="pb-2 text-right font-semibold tabular-nums sm:pt-8 sm:pb-0" data-testid={`total-${id}`}>
                  {line ? money(line.totalCents) : "—"}
                </p>
              </li>
            );
          })}
        </ul>
        {list ? (
          <>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg border border-primary/40 bg-accent/60 p-4 dark:bg-accent/40">
              <div>
                <dt className="text-sm text-muted-foreground">Total</dt>
                <dd className="text-xl font-bold tabular-nums sm:text-2xl" data-testid="lista-total">
                  {money(list.totalCents)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Por adulto ({list.adults})</dt>
                <dd className="text-xl font-bold tabular-nums sm:text-2xl" data-testid="lista-por-adulto">
                  {money(list.perAdultCents)}
                </dd>
              </div>
            </dl>
            <div className="flex flex-wrap gap-2 print:hidden">
              <Button asChild className={WHATSAPP_BUTTON_CLASS}>
                <a
                  href={whatsAppHref(text, serverUrl)}
                  onClick={(e) => (e.currentTarget.href = whatsAppHref(text, currentUrl()))}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <MessageCircle aria-hidden="true" />
                  Enviar lista no WhatsApp
                </a>
              </Button>
              <Button type="button" variant="outline" onClick={copy}>
                <ClipboardCopy aria-hidden="true" />
                Copiar lista
              </Button>
              <Button type="button" variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Imprimir
              </Button>
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
