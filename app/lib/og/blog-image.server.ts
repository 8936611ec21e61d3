// GET /og/blog/{slug}.png?v={updated} (issue 15): the title card of a post without an image
// of its own (title, category, reading time). Only published posts have one; the `v` is the
// post's last update, so an edited title gets a new URL while each URL stays immutable.
import { readingTime } from "~/lib/blog";
import { clip } from "~/lib/seo/previews";
import { getPostBySlug } from "~/models/posts.server";
import { badRequest, pngResponse } from "./render.server";

export async function blogImageResponse(request: Request, file: string | undefined): Promise<Response> {
  const match = /^([a-z0-9-]{1,200})\.png$/.exec(file ?? "");
  if (!match) return badRequest("Endereço de imagem inválido.");
  const post = await getPostBySlug(match[1]!);
  if (!post) {
    return new Response("Post não encontrado.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
    });
  }
  const version = String(post.updatedAt.getTime());
  if (new URL(request.url).searchParams.get("v") !== version || new URL(request.url).searchParams.size !== 1) {
    // Old or hand-made URLs land on the current card; that one is cached for good.
    return new Response(null, {
      status: 302,
      headers: { Location: `/og/blog/${post.slug}.png?v=${version}`, "Cache-Control": "public, max-age=60" },
    });
  }
  const minutes = readingTime(post.content);
  return pngResponse(request, `blog/${post.slug}@${version}`, () => ({
    kicker: clip(post.category || "Blog", 40),
    headline: clip(post.name, 90),
    details: [`${minutes} min de leitura`],
    chips: ["Blog do Cervejômetro"],
  }));
}
