import { PageHeader } from "~/components/page-header";
import { ADVERTISE_SLOTS, AUDIENCE_PARAGRAPHS, COUNTING_PARAGRAPH, FORMATS_PARAGRAPH } from "~/content/advertise";
import { siteOperator } from "~/content/site-operator";

/** /anuncie's whole text, a server island: static, so its code never reaches a first visit's browser. */
export default function AdvertiseDocument({ title, description }: { title: string; description: string }) {
  const email = siteOperator.contactEmail;
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
      </section>
      <section aria-labelledby="anuncie-posicoes" className="space-y-3">
        <h2 id="anuncie-posicoes" className="text-xl font-semibold">
          Posições, formatos e tamanhos
        </h2>
        <div className="overflow-x-auto rounded-lg border">
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
        <p className="leading-relaxed">
          Para anunciar, conte o que quer divulgar, as posições e o período por e-mail:{" "}
          <a className="font-medium text-primary underline underline-offset-4" href={`mailto:${email}`}>
            {email}
          </a>
          .
        </p>
      </section>
    </article>
  );
}
