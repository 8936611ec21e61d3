// The spec's route table (docs/decisions/0020-routes-and-layout.md). Every page is its own module, so each is code-split and
// loaded lazily. /auth, /admin and the catch-all sit outside the shared layout.
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/layout.tsx", [
    index("routes/calculators/comparador.tsx"),
    route("festa", "routes/calculators/festa.tsx"),
    route("por-pessoa", "routes/calculators/por-pessoa.tsx"),
    route("ibu", "routes/calculators/ibu.tsx"),
    route("abv", "routes/calculators/abv.tsx"),
    // Issue 30: the brewer's recipe sheet (its BeerXML file is a resource route below).
    route("receita", "routes/calculators/receita.tsx"),
    route("orcamento", "routes/calculators/orcamento.tsx"),
    route("blog", "routes/blog/list.tsx", { id: "blog" }),
    route("blog/:slug", "routes/blog/post.tsx"),
    route("drinks", "routes/blog/list.tsx", { id: "drinks" }),
    route("post-creator", "routes/admin/post-creator.tsx"),
    // "Visualizar": a draft or scheduled post as its public page will look (admin only).
    route("admin/posts/:id/visualizar", "routes/admin/posts.preview.tsx"),
    route("glossario/:letra?", "routes/content/glossario.tsx"),
    route("infograficos", "routes/content/infograficos.tsx"),
    route("termos-de-uso", "routes/content/termos-de-uso.tsx"),
    route("politica-de-privacidade", "routes/content/politica-de-privacidade.tsx"),
    // Issue 25: the page that sells the ad slots; every empty slot's "Anuncie aqui" leads here.
    route("anuncie", "routes/content/anuncie.tsx"),
  ]),
  // Issue 30 item 8: the recipe as a BeerXML 1.0 download (GET, /receita's query) and the no-JS import (POST).
  route("receita/beerxml", "routes/receita-beerxml.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  // Parts of a sitemap over 50,000 URLs; /sitemap.xml is then their index.
  route("sitemap/:file", "routes/seo/sitemap-part.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("rss.xml", "routes/seo/rss.ts"),
  // Generated link-preview images (issue 15): a calculator result's card, a post's title card.
  route("og/:file", "routes/seo/og-image.ts"),
  route("og/blog/:file", "routes/seo/og-blog-image.ts"),
  route("auth", "routes/auth/login.tsx"),
  route("auth/sair", "routes/auth/logout.ts"),
  // The admin panel (docs/decisions/0020-routes-and-layout.md): one route module per tab in a shared layout (issue 8).
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/panel.tsx"),
    route("admin/posts/novo", "routes/admin/posts.new.tsx"),
    route("admin/posts/:id", "routes/admin/posts.edit.tsx"),
    // Issue 28 item 2: every saved version of a post, compared and restorable.
    route("admin/posts/:id/historico", "routes/admin/posts.history.tsx"),
    route("admin/categorias", "routes/admin/categories.tsx"),
    route("admin/anuncios", "routes/admin/ads.tsx"),
    route("admin/anuncios/novo", "routes/admin/ads.new.tsx"),
    route("admin/anuncios/:id", "routes/admin/ads.edit.tsx"),
    // Issue 25: an ad's daily report, and its CSV (a resource route beside it).
    route("admin/anuncios/:id/relatorio", "routes/admin/ads.report.tsx"),
    route("admin/anunciantes", "routes/admin/advertisers.tsx"),
    route("admin/anunciantes/novo", "routes/admin/advertisers.new.tsx"),
    route("admin/anunciantes/:id", "routes/admin/advertisers.edit.tsx"),
    route("admin/seo", "routes/admin/seo.tsx"),
    // Issue 26: the audience statistics (its CSV is a resource route below).
    route("admin/estatisticas", "routes/admin/stats.tsx"),
    // Issue 28: who runs the site (D21), read by the legal pages, the footer and /anuncie.
    route("admin/site", "routes/admin/site.tsx"),
    // Issue 28 item 4: every uploaded image, its alt text and where it is used.
    route("admin/midia", "routes/admin/media.tsx"),
  ]),
  // Image upload and serving (docs/decisions/0012-safe-markdown-and-images.md).
  route("admin/imagens", "routes/admin/images.ts"),
  // The post editor's server autosave (issue 28 item 6): JSON in and out, never a page.
  route("admin/posts/:id/salvamento-automatico", "routes/admin/posts.autosave.ts"),
  route("media/:file", "routes/media.ts"),
  // An ad's click: counted, then a 302 to that ad's stored link (issue 9).
  route("anuncio/:id", "routes/ad-click.ts"),
  // The ad beacon (issue 25): impressions and views of one page view.
  route("anuncio/evento", "routes/ad-event.ts"),
  route("estatisticas/calculo", "routes/audience-event.ts"),
  route("admin/anuncios/:id/relatorio.csv", "routes/admin/ads.report-csv.ts"),
  route("admin/estatisticas.csv", "routes/admin/stats-csv.ts"),
  // The advertiser's read-only reports (issue 25): no session, noindex, revocable.
  route("relatorio/:token", "routes/advertiser-report.tsx"),
  route("relatorio/:token/csv", "routes/advertiser-report-csv.ts"),
  // Backup download (issue 10): the embedded database admits only the server's process.
  route("admin/backup", "routes/admin/backup.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
