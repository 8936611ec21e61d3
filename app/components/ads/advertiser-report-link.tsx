// The advertiser's read-only report link (issue 25 item 4): "Gerar link para o anunciante"
// (a new unguessable link, replacing any previous one) and "Revogar link" (the page then
// answers 404). Posts to `action` (the ad report page; the advertisers screen can place it
// too, with app/routes/admin/report-link.server.ts answering there). Works without JavaScript.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";

export const REPORT_LINK_INTENTS = { generate: "gerar-link", revoke: "revogar-link" } as const;

export function AdvertiserReportLink({
  advertiser,
  reportUrl,
  action,
}: {
  advertiser: { id: string; name: string; reportTokenCreatedAt: string | null };
  /** The link's full address, when one is active. */
  reportUrl: string | null;
  /** Where the buttons post; the current page when left out. */
  action?: string;
}) {
  const id = `link-anunciante-${advertiser.id}`;
  return (
    <section aria-labelledby={`${id}-titulo`} className="flex flex-col gap-3 rounded-lg border p-4" data-print-hide="">
      <h3 id={`${id}-titulo`} className="font-semibold">
        Link de relatório para {advertiser.name}
      </h3>
      {reportUrl ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-url`} className="text-sm text-muted-foreground">
            Qualquer pessoa com este link vê os relatórios dos anúncios de {advertiser.name}, e nada mais:
          </label>
          <input
            id={`${id}-url`}
            readOnly
            value={reportUrl}
            data-report-link=""
            className="h-10 w-full rounded-md border bg-muted/40 px-3 font-mono text-xs"
          />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Nenhum link ativo. Gere um para enviar ao anunciante.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value={REPORT_LINK_INTENTS.generate} />
          <input type="hidden" name="advertiserId" value={advertiser.id} />
          <Button type="submit" variant={reportUrl ? "outline" : "default"} size="sm">
            Gerar link para o anunciante
          </Button>
        </Form>
        {reportUrl ? (
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value={REPORT_LINK_INTENTS.revoke} />
            <input type="hidden" name="advertiserId" value={advertiser.id} />
            <Button type="submit" variant="destructive" size="sm">
              Revogar link
            </Button>
          </Form>
        ) : null}
      </div>
      {reportUrl ? (
        <p className="text-xs text-muted-foreground">Gerar de novo troca o link: o anterior deixa de funcionar.</p>
      ) : null}
    </section>
  );
}
