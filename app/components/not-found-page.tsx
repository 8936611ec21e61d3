import ArrowLeft from "lucide-react/icons/arrow-left";
import Beer from "lucide-react/icons/beer";
import Home from "lucide-react/icons/house";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";

const calculatorLinks = [
  { to: "/", label: "Comparador de Preços" },
  { to: "/festa", label: "Calculadora de Festa" },
  { to: "/por-pessoa", label: "Cerveja por Pessoa" },
  { to: "/ibu", label: "Calculadora de IBU" },
];

const contentLinks = [
  { to: "/blog", label: "Blog" },
  { to: "/glossario", label: "Glossário" },
  { to: "/infograficos", label: "Infográficos" },
];

/** The 404 page of docs/decisions/0020-routes-and-layout.md: shown with status 404 and kept out of search engines. */
export function NotFoundPage({ gone = false }: { gone?: boolean }) {
  const navigate = useNavigate();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-12">
      <title>Página não encontrada | Cervejômetro</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="w-full max-w-xl text-center">
        <div className="mx-auto mb-6 flex size-20 items-center justify-center rounded-full bg-accent text-primary">
          <Beer className="size-10" aria-hidden="true" />
        </div>
        <p className="text-sm font-semibold tracking-widest text-muted-foreground">{gone ? "ERRO 410" : "ERRO 404"}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Oops! Essa cerveja acabou</h1>
        <p className="mt-3 text-muted-foreground">
          {gone
            ? "Este post foi removido do blog. Que tal voltar e pedir outra rodada?"
            : "A página que você procura não existe ou foi movida. Que tal voltar e pedir outra rodada?"}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/">
              <Home aria-hidden="true" />
              Voltar ao início
            </Link>
          </Button>
          <Button
            type="button"
            size="lg"
            variant="outline"
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}
          >
            <ArrowLeft aria-hidden="true" />
            Voltar à página anterior
          </Button>
        </div>
        <div className="mt-10 grid gap-6 text-left sm:grid-cols-2">
          <nav aria-labelledby="nf-calc" className="rounded-lg border bg-card p-4">
            <h2 id="nf-calc" className="mb-2 font-semibold">
              Calculadoras
            </h2>
            <ul className="space-y-1">
              {calculatorLinks.map((link) => (
                <li key={link.to}>
                  <Link className="text-primary underline-offset-4 hover:underline" to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="nf-content" className="rounded-lg border bg-card p-4">
            <h2 id="nf-content" className="mb-2 font-semibold">
              Conteúdo
            </h2>
            <ul className="space-y-1">
              {contentLinks.map((link) => (
                <li key={link.to}>
                  <Link className="text-primary underline-offset-4 hover:underline" to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
