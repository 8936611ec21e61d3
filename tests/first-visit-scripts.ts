/**
 * The /assets scripts a page fetches on a first visit, once painted
 * (app/lib/http/boot-after-paint.ts): the modules its boot script preloads and those it imports.
 * The server HTML names them only there: no <link rel="modulepreload"> and no <script src>.
 */
export function firstVisitScripts(html: string): string[] {
  const list = /for \(const href of (\[[^\]]*\])\)/.exec(html);
  const preloads: string[] = list ? JSON.parse(list[1]!) : [];
  const imports = [...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].map((m) => m[1]!);
  return [...new Set([...preloads, ...imports])];
}
