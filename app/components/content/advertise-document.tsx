import { AdPositionsPreview } from "~/components/content/ad-positions-preview";
import { PageHeader } from "~/components/page-header";
import { ADVERTISE_SLOTS, AUDIENCE_PARAGRAPHS, COUNTING_PARAGRAPH, FORMATS_PARAGRAPH } from "~/content/advertise";
import { formatCount, formatShare } from "~/lib/audience/stats";
import type { MediaKitFigures } from "~/models/audience-read.server";

/** /anuncie's whole text, a server island: static, so its code never reaches a first visit's browser. */
export default function AdvertiseDocument({
  title,
  description,
  audience,
  adsEmail,
}: {
  title: string;
  description: string;
  /** The last full month's audience (issue 26), or null: off in the admin, or nothing counted. */
  audience: MediaKitFigures | null;
  /** The ads contact from /admin/site, or null before it is saved (docs/decisions/0036-site-identity.md). */
  adsEmail: string | null;
}) {
  const email = adsEmail;
  return (
    <article className="max-w-3xl space-y-8">
      <PageHeader title={title} description={description} />
      <section aria-labelledby="anuncie-leitores" className="space-y-3">
        <h2 id="anuncie-leitores" className="text-xl font-semibold">
          Quem lê o Cervejômetro
        </h2>
        {AUDIENCE_PARAGRAPHS.map((p) => (
          <p key={p} className="leading-relaxed text-pretty">
            {p}
          </p>
        ))}
        {audience ? <AudienceFigures audience={audience} /> : null}
      </section>
      <section aria-labelledby="anuncie-posicoes" className="space-y-3">
        <h2 id="anuncie-posicoes" className="text-xl font-semibold">
          Posições, formatos e tamanhos
        </h2>
        <AdPositionsPreview />
        {/* On a phone the table scrolls sideways: focusable, so a keyboard can scroll it too. */}
        <div
          className="overflow-x-auto rounded-lg border focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          role="region"
          aria-label="Tabela de posições e tamanhos"
          tabIndex={0}
        >
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Posições de anúncio e tamanhos de banner em pixels</caption>
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Posição
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Onde aparece
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Computador
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Celular
                </th>
              </tr>
            </thead>
            <tbody>
              {ADVERTISE_SLOTS.map((row) => (
                <tr key={row.name} className="border-t align-top">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {row.name}
                  </th>
                  <td className="px-3 py-2 text-muted-foreground">{row.where}</td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{row.desktop}</td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{row.mobile}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="leading-relaxed text-pretty">{FORMATS_PARAGRAPH}</p>
      </section>
      <section aria-labelledby="anuncie-contagem" className="space-y-3">
        <h2 id="anuncie-contagem" className="text-xl font-semibold">
          Como contamos
        </h2>
        <p className="leading-relaxed text-pretty">{COUNTING_PARAGRAPH}</p>
      </section>
      <section aria-labelledby="anuncie-contato" className="space-y-3">
        <h2 id="anuncie-contato" className="text-xl font-semibold">
          Fale com a gente
        </h2>
        {email ? (
          <p className="leading-relaxed">
            Para anunciar, conte o que quer divulgar, as posições e o período por e-mail:{" "}
            <a className="font-medium text-primary underline underline-offset-4" href={`mailto:${email}`}>
              {email}
            </a>
            .
          </p>
        ) : (
          <p className="leading-relaxed">O e-mail para anunciantes está a definir. Volte em breve.</p>
        )}
      </section>
    </article>
  );
}

/** The month's figures: page views, visitors per day, phones, and the sections people read. */
function AudienceFigures({ audience }: { audience: MediaKitFigures }) {
  const figures = [
    { label: "Visualizações de página no mês", value: formatCount(audience.pageViews) },
    { label: "Visitantes por dia, em média", value: formatCount(audience.averageDailyVisitors) },
    ...(audience.phoneShare === null
      ? []
      : [{ label: "Das visualizações pelo celular", value: formatShare(audience.phoneShare, 1) }]),
  ];
  return (
    <div className="space-y-4 rounded-xl border bg-card p-4 sm:p-5" data-media-kit-audience="">
      <h3 className="text-lg font-semibold">Audiência em {audience.monthName}</h3>
      <dl className="grid gap-3 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.label} className="rounded-lg bg-muted/50 p-3">
            <dt className="text-sm text-muted-foreground">{f.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
      {audience.sections.length > 0 ? (
        <div className="space-y-2">
          <h4 className="font-semibold">Seções mais lidas</h4>
          <ul className="space-y-2">
            {audience.sections.slice(0, 5).map((s) => (
              <li key={s.name} className="grid grid-cols-[7.5rem_1fr_3.5rem] items-center gap-2 text-sm">
                <span>{s.name}</span>
                <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${Math.max(2, s.share * 100)}%` }}
                  />
                </span>
                <span className="text-right tabular-nums">{formatShare(s.share, 1)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-sm leading-relaxed text-muted-foreground text-pretty">
        Números do nosso próprio servidor, de 1.º a último dia do mês (fuso de São Paulo), sem cookies: robôs,
        pré-carregamentos e a equipe do site não contam. Visitantes são pessoas diferentes em cada dia; somados no mês,{" "}
        {formatCount(audience.visitorDaysSum)} (quem volta em outro dia conta de novo).
      </p>
    </div>
  );
}
