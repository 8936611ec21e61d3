// The media library (issue 28 items 4 and 5) on the real database: where an image is used
// (posts' text, SEO image and cover; ads' computer and phone images; the global and the pages'
// SEO images), deletion refused while used and allowed once not, the alt text edit, and a post's
// cover saved, checked and brought back by a revision's "Restaurar".
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, getAuth } from "~/lib/auth/auth.server";
import { getDb, schema } from "~/lib/data/db.server";
import { mediaUrl } from "~/lib/media/media";
import { inUseMessage } from "~/lib/media/usage";
import { postEditorAction } from "~/routes/admin/post-editor.server";
import { action as mediaAction } from "~/routes/admin/media";
import { postInput as input } from "../../tests/setup/post-input";
import { openTestDb } from "../../tests/setup/test-db";
import { listRecentActivity } from "./activity.server";
import {
  deleteMedia,
  findMediaUsages,
  getLibraryItem,
  listMedia,
  recordMediaUpload,
  storeMedia,
  updateMediaAlt,
  type MediaInfo,
} from "./media.server";
import {
  createPost,
  getPostForEdit,
  listRevisions,
  restoreRevision,
  updatePost,
  versionOf,
} from "./post-writes.server";
import { getPostBySlug } from "./posts.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;
const actor = { id: "media-admin", email: "midia@example.com" };
let cookie = "";

async function image(color: string, name: string, width = 64, height = 48): Promise<MediaInfo> {
  const data = await sharp({ create: { width, height, channels: 3, background: color } })
    .webp()
    .toBuffer();
  const stored = await storeMedia({ data, mimeType: "image/webp", width, height, originalName: name });
  await recordMediaUpload(actor, { id: stored.id, originalName: name });
  return stored;
}

beforeAll(async () => {
  handle = await openTestDb();
  await getDb().insert(schema.user).values({ id: actor.id, name: "Mídia", email: actor.email });
  await createAdmin({ email: "capas@cervejometro.test", password: "lupulo-amargo-60-ibu" });
  const { headers } = await getAuth().api.signInEmail({
    body: { email: "capas@cervejometro.test", password: "lupulo-amargo-60-ibu" },
    headers: new Headers(),
    returnHeaders: true,
  });
  cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

describe("where an image is used", () => {
  it("finds it in posts, ads and SEO settings, and refuses to delete it until every use is gone", async () => {
    const photo = await image("#c60", "balcao.webp");
    const url = mediaUrl(photo);
    const db = getDb();
    const post = await createPost(
      input({ name: "Post com foto", content: `Veja:\n\n![Balcão](${url})` }),
      new Date(),
      actor,
    );
    const seoPost = await createPost(
      input({ name: "Post com SEO", seoImage: `https://cervejometro.com.br${url}` }),
      new Date(),
      actor,
    );
    const [ad] = await db
      .insert(schema.ads)
      .values({
        title: "Chope gelado",
        description: "Promoção",
        link: "https://example.com",
        position: "sidebar",
        startDate: "2026-01-01",
        endDate: "2026-12-31",
        imageUrl: "/placeholder.svg",
        imageMobileUrl: url,
      })
      .returning({ id: schema.ads.id });
    await db
      .insert(schema.seoPageSettings)
      .values({ pageId: "festa", path: "/festa", title: "Festa", description: "Festa", image: url });

    const usages = (await findMediaUsages([photo.id])).get(photo.id)!;
    expect(usages.map((u) => [u.kind, u.title]).sort()).toEqual(
      [
        ["ad-mobile", "Chope gelado"],
        ["post-content", "Post com foto"],
        ["post-seo", "Post com SEO"],
        ["seo-page", "/festa"],
      ].sort(),
    );
    expect(usages.find((u) => u.kind === "ad-mobile")?.href).toBe(`/admin/anuncios/${ad!.id}`);

    const refused = await deleteMedia(photo.id, actor);
    expect(refused).toMatchObject({ ok: false, reason: "in-use" });
    const message = inUseMessage(refused.ok ? [] : "usages" in refused ? refused.usages : []);
    expect(message).toContain("“Post com foto”");
    expect(message).toContain("como imagem para celular do anúncio “Chope gelado”");
    expect(await getLibraryItem(photo.id)).not.toBeNull();

    // Every use removed: the image can go.
    const stored = (await getPostForEdit(post.id))!;
    await updatePost(
      post.id,
      input({ name: "Post com foto", content: "Sem foto agora." }),
      versionOf(stored),
      new Date(),
      actor,
    );
    const storedSeo = (await getPostForEdit(seoPost.id))!;
    await updatePost(seoPost.id, input({ name: "Post com SEO" }), versionOf(storedSeo), new Date(), actor);
    await db.update(schema.ads).set({ imageMobileUrl: null }).where(eq(schema.ads.id, ad!.id));
    await db.delete(schema.seoPageSettings).where(eq(schema.seoPageSettings.pageId, "festa"));
    expect((await findMediaUsages([photo.id])).get(photo.id)).toEqual([]);
    expect(await deleteMedia(photo.id, actor)).toEqual({ ok: true });
    expect(await getLibraryItem(photo.id)).toBeNull();
    const log = await listRecentActivity(10);
    expect(log.find((e) => e.entity === "media" && e.action === "delete")?.itemTitle).toBe("balcao.webp");
    expect(log.some((e) => e.entity === "media" && e.action === "upload")).toBe(true);
  });

  it("counts the global SEO image and a computer ad image, and a trashed post's cover", async () => {
    const db = getDb();
    const logo = await image("#036", "logo.webp");
    await db
      .insert(schema.seoGlobalSettings)
      .values({
        siteTitle: "Cervejômetro",
        siteDescription: "Calculadoras",
        defaultImage: mediaUrl(logo),
        siteDomain: "cervejometro.com.br",
      })
      .onConflictDoUpdate({ target: schema.seoGlobalSettings.id, set: { defaultImage: mediaUrl(logo) } });
    await db.insert(schema.ads).values({
      title: "Banner",
      description: "x",
      link: "https://example.com",
      position: "header",
      format: "banner",
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      imageUrl: mediaUrl(logo),
    });
    const post = await createPost(input({ name: "Na lixeira", coverImageId: logo.id }), new Date(), actor);
    await db.update(schema.posts).set({ deletedAt: new Date() }).where(eq(schema.posts.id, post.id));
    const kinds = (await findMediaUsages([logo.id])).get(logo.id)!.map((u) => `${u.kind}:${u.title}`);
    expect(kinds.sort()).toEqual(["ad-desktop:Banner", "post-cover:Na lixeira (na lixeira)", "seo-global:SEO"]);
    expect((await deleteMedia(logo.id, actor)).ok).toBe(false);
  });
});

describe("the library list and the alt text", () => {
  it("searches by original name and alt text, and keeps an edited alt text", async () => {
    const ipa = await image("#f90", "ipa-no-copo.webp");
    expect(await updateMediaAlt(ipa.id, "Copo de IPA dourada", actor)).toBe(true);
    expect((await getLibraryItem(ipa.id))?.altText).toBe("Copo de IPA dourada");
    expect((await listMedia({ q: "dourada" })).items.map((i) => i.id)).toEqual([ipa.id]);
    expect((await listMedia({ q: "ipa-no" })).items.map((i) => i.id)).toEqual([ipa.id]);
    // LIKE's wildcards are literal in a search.
    expect((await listMedia({ q: "%" })).items).toEqual([]);
    expect(await updateMediaAlt("00000000-0000-4000-8000-000000000000", "x", actor)).toBe(false);
    const log = await listRecentActivity(5);
    expect(log.find((e) => e.entity === "media" && e.action === "update")?.itemTitle).toBe("ipa-no-copo.webp");
  });
});

describe("the library page's action", () => {
  async function submit(fields: Record<string, string>) {
    const request = new Request("http://localhost:3000/admin/midia", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { cookie, Origin: "http://localhost:3000", "Content-Type": "application/x-www-form-urlencoded" },
    });
    try {
      return (await mediaAction({ request, url: new URL(request.url), params: {}, context: {} } as never)) as unknown;
    } catch (thrown) {
      return thrown;
    }
  }

  it("refuses an alt text over 250 characters with a Portuguese message and keeps the old one", async () => {
    const photo = await image("#777", "longo.webp");
    await updateMediaAlt(photo.id, "Antes", actor);
    const answer = (await submit({ intent: "alt", id: photo.id, altText: "a".repeat(251) })) as {
      init: { status: number };
      data: { error: string };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.error).toBe("O texto alternativo deve ter no máximo 250 caracteres.");
    expect((await getLibraryItem(photo.id))?.altText).toBe("Antes");
    // Line breaks and runs of spaces become one space.
    const saved = (await submit({ intent: "alt", id: photo.id, altText: "  Copo\n\n de  IPA " })) as Response;
    expect(saved.status).toBe(302);
    expect((await getLibraryItem(photo.id))?.altText).toBe("Copo de IPA");
  });

  it("deletes through the page only what is unused, and says where it is used otherwise", async () => {
    const used = await image("#135", "usada.webp");
    await createPost(input({ name: "Usa a imagem", coverImageId: used.id }), new Date(), actor);
    const refused = (await submit({ intent: "delete", id: used.id, voltar: "/admin/midia?q=usada" })) as Response;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/admin/midia?q=usada");
    expect(await getLibraryItem(used.id)).not.toBeNull();
    // Anywhere but the library is not a place to go back to.
    const free = await image("#246", "livre.webp");
    const done = (await submit({ intent: "delete", id: free.id, voltar: "https://evil.example/" })) as Response;
    expect(done.headers.get("location")).toBe("/admin/midia");
    expect(await getLibraryItem(free.id)).toBeNull();
  });
});

describe("a post's cover", () => {
  it("is saved with the post, read by the blog with its alt text, and comes back with Restaurar", async () => {
    const cover = await image("#393", "capa.webp", 1600, 900);
    await updateMediaAlt(cover.id, "Taças de cerveja sobre a mesa", actor);
    const { id, slug } = await createPost(input({ name: "Post com capa", coverImageId: cover.id }), new Date(), actor);
    const post = await getPostBySlug(slug);
    expect(post?.cover).toEqual({
      id: cover.id,
      mimeType: "image/webp",
      width: 1600,
      height: 900,
      altText: "Taças de cerveja sobre a mesa",
    });
    // The cover removed in a later save; the first revision still has it.
    const stored = (await getPostForEdit(id))!;
    expect(stored.coverImageId).toBe(cover.id);
    await updatePost(id, input({ name: "Post com capa", coverImageId: "" }), versionOf(stored), new Date(), actor);
    expect((await getPostBySlug(slug))?.cover).toBeNull();
    const revisions = await listRevisions(id);
    const first = revisions[revisions.length - 1]!;
    expect(await restoreRevision(id, first.id, actor)).toMatchObject({ ok: true });
    expect((await getPostForEdit(id))?.coverImageId).toBe(cover.id);
  });

  it("is refused by the editor's action when the image is not in the library", async () => {
    const form = new FormData();
    const values = input({ name: "Capa inexistente" });
    for (const [key, value] of Object.entries(values)) if (typeof value === "string") form.set(key, value);
    form.set("status", "draft");
    form.set("coverImageId", "00000000-0000-4000-8000-000000000000");
    const request = new Request("http://localhost:3000/admin/posts/novo", {
      method: "POST",
      body: form,
      headers: { cookie, Origin: "http://localhost:3000" },
    });
    const answer = (await postEditorAction({ request, url: new URL(request.url), params: {} })) as unknown as {
      init: { status: number };
      data: { fieldErrors: Record<string, string> };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.fieldErrors.coverImageId).toMatch(/não existe mais na biblioteca/);
    expect(await getDb().select().from(schema.posts).where(eq(schema.posts.name, "Capa inexistente"))).toEqual([]);
    // The schema refuses anything that is not an id.
    expect(() => input({ coverImageId: "../etc/passwd" })).toThrow(/imagem de capa/);
  });
});
