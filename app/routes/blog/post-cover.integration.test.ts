// A post with a cover (issue 28 item 5), rendered on the server as a visitor gets it: the post
// page's loader on the real database gives the cover (with its library alt text) and uses it as
// og:image, twitter:image and the BlogPosting image when the SEO image is empty; the page's
// HTML has the image with srcset, sizes, width and height, fetched first; the blog list's card
// has it lazily (after the first card) with the same srcset.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, type MetaDescriptor } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostArticle } from "~/components/blog/post-article";
import { PostCard } from "~/components/blog/post-card";
import { getDb, schema } from "~/lib/data/db.server";
import { invalidateCache } from "~/lib/data/ttl-cache.server";
import { storeMedia, updateMediaAlt } from "~/models/media.server";
import { createPost, getPostForEdit, updatePost, versionOf } from "~/models/post-writes.server";
import { postInput as input } from "../../../tests/setup/post-input";
import { openTestDb } from "../../../tests/setup/test-db";
import { loader as listLoader } from "./list";
import { loader as postLoader } from "./post";

let handle: Awaited<ReturnType<typeof openTestDb>>;
const actor = { id: "cover-admin", email: "capa@example.com" };
let coverId = "";
let postId = "";
let slug = "";

beforeAll(async () => {
  handle = await openTestDb();
  await getDb().insert(schema.user).values({ id: actor.id, name: "Capa", email: actor.email });
  const data = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#a52" } })
    .webp()
    .toBuffer();
  coverId = (await storeMedia({ data, mimeType: "image/webp", width: 1600, height: 900, originalName: "capa.webp" }))
    .id;
  await updateMediaAlt(coverId, "Copos de cerveja âmbar no balcão", actor);
  ({ id: postId, slug } = await createPost(
    input({ name: "Post com capa no topo", category: "Capas", coverImageId: coverId }),
    new Date(),
    actor,
  ));
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

type Loaded = Awaited<ReturnType<typeof postLoader>>;

async function loadPost(): Promise<Loaded> {
  const url = new URL(`http://localhost/blog/${slug}`);
  return postLoader({ request: new Request(url), url, params: { slug }, context: {} } as never);
}

const meta = (head: MetaDescriptor[], key: string) =>
  head.find((d) => ("property" in d && d.property === key) || ("name" in d && d.name === key)) as
    { content: string } | undefined;

describe("a post with a cover, rendered on the server", () => {
  it("shows the cover at the top with srcset, sizes, width and height, fetched first", async () => {
    const data = await loadPost();
    const html = renderToString(
      createElement(MemoryRouter, null, createElement(PostArticle, { post: data.post, related: [] })),
    );
    const img = /<figure[^>]*>\s*<img([^>]*)>/.exec(html)?.[1] ?? "";
    expect(img).toContain('alt="Copos de cerveja âmbar no balcão"');
    expect(img).toContain('width="1600"');
    expect(img).toContain('height="900"');
    expect(img).toContain(`src="/media/${coverId}-1600x900.webp"`);
    expect(img).toMatch(
      /srcSet="[^"]*-w320\.webp 320w, [^"]*-w480\.webp 480w, [^"]*-w768\.webp 768w, [^"]*-w1200\.webp 1200w, [^"]*-1600x900\.webp 1600w"/,
    );
    expect(img).toMatch(/sizes="[^"]+"/);
    expect(img).toContain('loading="eager"');
    expect(img).toContain('fetchPriority="high"');
  });

  it("uses the cover as og:image, twitter:image and the BlogPosting image while the SEO image is empty", async () => {
    const { head } = await loadPost();
    const absolute = expect.stringMatching(new RegExp(`^https://[^/]+/media/${coverId}-1600x900\\.webp$`));
    expect(meta(head, "og:image")?.content).toEqual(absolute);
    expect(meta(head, "twitter:image")?.content).toEqual(absolute);
    expect(meta(head, "og:image:width")?.content).toBe("1600");
    expect(meta(head, "og:image:height")?.content).toBe("900");
    expect(meta(head, "og:image:alt")?.content).toBe("Copos de cerveja âmbar no balcão");
    const ld = head.find((d) => "script:ld+json" in d) as { "script:ld+json": Record<string, unknown>[] } | undefined;
    const posting = [ld?.["script:ld+json"]].flat().find((d) => d?.["@type"] === "BlogPosting");
    expect(posting?.image).toEqual(absolute);

    // An SEO image of its own wins over the cover.
    const stored = (await getPostForEdit(postId))!;
    await updatePost(
      postId,
      input({
        name: "Post com capa no topo",
        category: "Capas",
        coverImageId: coverId,
        seoImage: "https://cdn.example.com/seo.png",
      }),
      versionOf(stored),
      new Date(),
      actor,
    );
    const again = await loadPost();
    expect(meta(again.head, "og:image")?.content).toBe("https://cdn.example.com/seo.png");
    expect(meta(again.head, "og:image:width")?.content).toBe("1200");
    expect(again.post.cover?.src).toBe(`/media/${coverId}-1600x900.webp`);
  });

  it("puts the cover on the blog card with the same srcset, and no cover without one", async () => {
    invalidateCache("");
    const url = new URL(`http://localhost/blog?categoria=Capas`);
    const data = (await listLoader({ request: new Request(url), url, params: {}, context: {} } as never)) as {
      posts: Parameters<typeof PostCard>[0]["post"][];
    };
    const card = data.posts.find((p) => p.slug === slug)!;
    expect(card.cover).toMatchObject({ width: 1600, height: 900, src: `/media/${coverId}-1600x900.webp` });
    const lazy = renderToString(
      createElement(MemoryRouter, null, createElement(PostCard, { post: card, categoryHref: "/blog" })),
    );
    expect(lazy).toMatch(/<img[^>]*srcSet="[^"]*-w480\.webp 480w[^"]*"[^>]*loading="lazy"/);
    expect(lazy).toContain('width="1600"');
    const bare = renderToString(
      createElement(
        MemoryRouter,
        null,
        createElement(PostCard, { post: { ...card, cover: null }, categoryHref: "/blog" }),
      ),
    );
    expect(bare).not.toContain("<img");
  });
});
