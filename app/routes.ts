// The spec's route table (§2). Every page is its own module, so each is code-split and
// loaded lazily. /auth, /admin and the catch-all sit outside the shared layout.
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/layout.tsx", [
    index("routes/calculators/comparador.tsx"),
    route("festa", "routes/calculators/festa.tsx"),
    route("por-pessoa", "routes/calculators/por-pessoa.tsx"),
    route("ibu", "routes/calculators/ibu.tsx"),
    route("abv", "routes/calculators/abv.tsx"),
    route("orcamento", "routes/calculators/orcamento.tsx"),
    route("blog", "routes/blog/list.tsx", { id: "blog" }),
    route("blog/:slug", "routes/blog/post.tsx"),
    route("drinks", "routes/blog/list.tsx", { id: "drinks" }),
    route("post-creator", "routes/admin/post-creator.tsx"),
    route("glossario", "routes/content/glossario.tsx"),
    route("infograficos", "routes/content/infograficos.tsx"),
    route("termos-de-uso", "routes/content/termos-de-uso.tsx"),
    route("politica-de-privacidade", "routes/content/politica-de-privacidade.tsx"),
  ]),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("rss.xml", "routes/seo/rss.ts"),
  route("auth", "routes/auth/login.tsx"),
  route("auth/sair", "routes/auth/logout.ts"),
  route("admin", "routes/admin/panel.tsx"),
  // Image upload and serving (D12).
  route("admin/imagens", "routes/admin/images.ts"),
  route("media/:file", "routes/media.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
