// GET /og/blog/{slug}.png?v={updated}: the generated title card of a post without an image
// (issue 15); all the work is in lib/og.
import { blogImageResponse } from "~/lib/og/blog-image.server";
import type { Route } from "./+types/og-blog-image";

export async function loader({ request, params }: Route.LoaderArgs) {
  return blogImageResponse(request, params.file);
}
