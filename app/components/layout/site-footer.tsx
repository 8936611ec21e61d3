import { Link } from "react-router";
import { contentPages, legalPages, linkRel, mainTools } from "~/lib/navigation";

const contentPaths = new Set(contentPages.map((page) => page.to));
const usefulLinks = [...mainTools.filter((t) => !contentPaths.has(t.to)), ...contentPages];

// Each link is a 44 px tall target on phones (issue 16, WCAG 2.5.5 as our bar), the rows
// touching instead of spaced; the desktop keeps its compact list.
const linkClass =
  "inline-flex items-center text-muted-foreground underline-offset-4 hover:text-foreground hover:underline max-md:min-h-11 max-md:min-w-11";

/** Three columns (docs/decisions/0020-routes-and-layout.md): about, useful links, legal links. Legal and admin links: nofollow. */
/** Who runs the site, as the footer names it (/admin/site, D21); the layout's loader makes it. */
export interface FooterOperator {
  name: string;
  /** "CNPJ 11.222.333/0001-81" for a company; null for a person. */
  document: string | null;
}

export default function SiteFooter({ operator }: { operator: FooterOperator | null }) {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3 md:px-8">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-3 font-semibold">
            Sobre o Cervejômetro
          </h2>
          <p className="text-sm leading-relaxed text-muted-foreground">
            Calculadoras gratuitas para quem bebe, recebe e produz cerveja: compare preços por litro, planeje a festa,
            calcule IBU e teor alcoólico e leia dicas no nosso blog. Beba com moderação. Proibido para menores de 18
            anos.
          </p>
          <p className="mt-3 text-sm">
            <Link className={linkClass} to="/anuncie">
              Anuncie no Cervejômetro
            </Link>
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 font-semibold">
            Links úteis
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-1 max-md:gap-y-0">
            {usefulLinks.map((item) => (
              <li key={item.to}>
                <Link className={linkClass} to={item.to}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="mb-3 font-semibold">
            Informações legais
          </h2>
          <ul className="space-y-2 text-sm max-md:space-y-0">
            {legalPages.map((item) => (
              <li key={item.to}>
                <Link className={linkClass} to={item.to} rel={linkRel(item.to)}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <Link className={linkClass} to="/admin" rel={linkRel("/admin")}>
                Área do administrador
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        © {year} Cervejômetro
        {operator ? ` · ${operator.name}${operator.document ? `, ${operator.document}` : ""}` : ""}. Estimativas para
        referência; beba com responsabilidade.
      </p>
    </footer>
  );
}
