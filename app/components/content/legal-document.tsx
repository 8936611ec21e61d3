import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { formatLegalDate, type SiteOperator } from "~/content/site-operator";
import { linkRel } from "~/lib/navigation";

export interface LegalSection {
  /** Anchor of the section ("cookies" → /politica-de-privacidade#cookies). */
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * A legal document's text as data (content/legal/*.tsx), kept out of the route so the route
 * only composes and this component only lays it out. Its title and description are the
 * route's own (its meta needs them, and the text itself reaches only the server, issue 12.2).
 */
export interface LegalBody {
  intro: ReactNode;
  sections: readonly LegalSection[];
}

export interface LegalText extends LegalBody {
  title: string;
  description: string;
}

// Readable long-form text without a typography plugin: spacing, lists, links and tables
// styled from the wrapper.
const PROSE =
  "leading-7 text-pretty [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-[lower-alpha] [&_ol]:space-y-1.5 [&_ol]:pl-6 [&_li]:pl-1 [&_a]:font-medium [&_a]:underline [&_a]:decoration-primary/60 [&_a]:underline-offset-4 [&_a:hover]:decoration-primary [&_strong]:font-semibold [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em]";

/**
 * A legal page (docs/decisions/0009-glossary-infographics-legal.md): header, date of last update, a table of contents with anchors and
 * numbered sections, at a reading width of about 70 characters.
 */
export function LegalDocument({
  title,
  description,
  intro,
  sections,
  operator,
}: LegalText & { operator: SiteOperator }) {
  return (
    <article className="max-w-[70ch]">
      <PageHeader title={title} description={description}>
        <p className="text-sm text-muted-foreground">
          Última atualização:{" "}
          <time dateTime={operator.legalPagesUpdatedAt}>{formatLegalDate(operator.legalPagesUpdatedAt)}</time>
        </p>
      </PageHeader>

      <div className={PROSE}>{intro}</div>

      <nav aria-labelledby="indice-titulo" id="indice" className="my-8 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
        <h2 id="indice-titulo" className="text-base font-semibold">
          Nesta página
        </h2>
        <ol className="mt-3 gap-x-6 text-sm sm:columns-2">
          {sections.map((section, i) => (
            <li key={section.id} className="flex break-inside-avoid items-center gap-2">
              <span className="w-5 shrink-0 text-right tabular-nums text-muted-foreground">{i + 1}.</span>
              {/* 44 px tall on a phone (issue 27 section 3: 20 px was too small to tap). */}
              <a
                href={`#${section.id}`}
                className="flex min-h-11 items-center underline-offset-4 hover:underline md:min-h-8"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {/* Each section is styled and laid out as it nears the screen (render-later, decision 0041): the
          privacy policy is 20 000 px of text on a phone, and laying it all out before the first
          paint took 40–50 ms (×4 in Lighthouse's simulation). The index's links still land: the
          sections above the target keep their guessed height until scrolled to, and scroll
          anchoring holds the target still while they are laid out. */}
      {sections.map((section, i) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-titulo`}
          className="render-later mt-10 scroll-mt-20 [--render-later-height:160rem] first-of-type:mt-0 md:scroll-mt-8 md:[--render-later-height:90rem]"
        >
          <h2 id={`${section.id}-titulo`} className="text-xl font-semibold tracking-tight sm:text-2xl">
            <span className="text-muted-foreground">{i + 1}.</span> {section.title}
          </h2>
          <div className={PROSE}>{section.content}</div>
          <p className="mt-2 text-sm">
            <a
              href="#indice"
              className="inline-flex min-h-11 items-center text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              Voltar ao índice
            </a>
          </p>
        </section>
      ))}
    </article>
  );
}

/**
 * The operator's identification, as both pages show it; nothing until the administrator saves
 * it in /admin/site (docs/decisions/0036-site-identity.md: never a placeholder, never invented).
 * A person's address is optional (their home stays private): then only the city.
 */
export function OperatorDetails({ operator }: { operator: SiteOperator }) {
  const id = operator.identification;
  if (!id) return null;
  return (
    <dl
      className="mt-4 grid gap-x-4 gap-y-1 rounded-lg border bg-muted/40 p-4 text-sm max-sm:[&_dd]:mb-1.5 sm:grid-cols-[max-content_1fr]"
      data-testid="operator-details"
    >
      <dt className="text-muted-foreground">Responsável</dt>
      <dd>{id.legalName}</dd>
      <dt className="text-muted-foreground">{id.documentLabel}</dt>
      <dd>{id.documentNumber}</dd>
      <dt className="text-muted-foreground">{id.address ? "Endereço" : "Cidade"}</dt>
      <dd>
        {id.address ? `${id.address}, ` : ""}
        {id.city}/{id.state}
      </dd>
      <dt className="text-muted-foreground">E-mail</dt>
      <dd>
        <ContactEmail operator={operator} className="inline-flex min-h-11 items-center md:min-h-0" />
      </dd>
    </dl>
  );
}

/** The operator's name in a sentence: the stored name, or "quem mantém o site" before it is saved. */
export function OperatorName({ operator }: { operator: SiteOperator }) {
  return operator.identification ? <strong>{operator.identification.legalName}</strong> : <>quem mantém o site</>;
}

/**
 * The contact e-mail as a link. Before it is saved the sentence reads "pelo e-mail a definir":
 * the one field the law requires (LGPD art. 9, IV) that the text cannot leave out without losing
 * the sentence; the admin's notice and the production warning exist to end that state.
 */
export function ContactEmail({
  operator,
  subject,
  className,
}: {
  operator: SiteOperator;
  subject?: string;
  /** For the address on a line of its own (a tap target); inside a sentence it needs none. */
  className?: string;
}) {
  if (!operator.contactEmail) return <>a definir</>;
  const href = `mailto:${operator.contactEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
  return (
    <a href={href} className={className}>
      {operator.contactEmail}
    </a>
  );
}

/** An internal link that keeps the nofollow rule for legal and admin pages. */
export function InternalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} rel={linkRel(to)}>
      {children}
    </Link>
  );
}

/**
 * A table: a real table from the small breakpoint up; on a phone each row becomes a
 * block with its column names as labels, so nothing scrolls sideways.
 */
export function LegalTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <div className="mt-4 rounded-lg border">
      <table className="w-full border-collapse text-left text-sm leading-6">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 max-sm:sr-only">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr
              key={r}
              className="align-top max-sm:block max-sm:px-3 max-sm:py-3 sm:border-t max-sm:[&:not(:first-child)]:border-t"
            >
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row" className="px-3 py-2 font-semibold max-sm:block max-sm:p-0">
                    {cell}
                  </th>
                ) : (
                  <td
                    key={c}
                    data-label={head[c]}
                    className="px-3 py-2 max-sm:mt-2 max-sm:block max-sm:p-0 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)_/_'']"
                  >
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
