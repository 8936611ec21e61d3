// Issue 25 (formats, targeting, house cards, advertisers) through the admin's own actions: the
// banner's size checked against the stored image on the server, the advertiser select and
// screen, the house-card switches reaching the public layout.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext } from "~/lib/http/request-context";
import { createAdmin, getAuth } from "~/lib/auth/auth.server";
import { addDays } from "~/lib/ads/ads";
import { getDb, schema } from "~/lib/data/db.server";
import { todayInSaoPaulo } from "~/lib/format";
import { mediaUrl } from "~/lib/media/media";
import { adEditorAction } from "~/routes/admin/ad-editor.server";
import { action as listAction } from "~/routes/admin/ads";
import { action as advertisersAction, loader as advertisersLoader } from "~/routes/admin/advertisers";
import { advertiserEditorAction } from "~/routes/admin/advertiser-editor.server";
import { loader as layoutLoader } from "~/routes/layout";
import { openTestDb } from "../../tests/setup/test-db";
import { stopAdStats } from "./ad-stats.server";
import { storeMedia } from "./media.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;
let cookie = "";
const EMAIL = "formatos@cervejometro.test";
const today = todayInSaoPaulo();
const BASE = "http://localhost:3000";

beforeAll(async () => {
  handle = await openTestDb();
  await createAdmin({ email: EMAIL, password: "lupulo-amargo-60-ibu" });
  const { headers } = await getAuth().api.signInEmail({
    body: { email: EMAIL, password: "lupulo-amargo-60-ibu" },
    headers: new Headers(),
    returnHeaders: true,
  });
  cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}, 60_000);

afterAll(async () => {
  await stopAdStats();
  await handle?.drop();
}, 60_000);

function post(path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const item of [v].flat()) body.append(k, item);
  return new Request(`${BASE}${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE, Cookie: cookie },
  });
}
const args = (request: Request, params: Record<string, string> = {}) =>
  ({
    request,
    params,
    url: new URL(request.url),
    context: requestContext({ nonce: "nonce-de-teste", clientIp: "127.0.0.1" }),
  }) as never;

/** An image row as the upload stores it (the bytes do not matter here, the stored size does). */
async function stored(width: number, height: number) {
  const media = await storeMedia({
    data: Buffer.from(`imagem ${width}x${height} ${Math.random()}`),
    mimeType: "image/webp",
    width,
    height,
  });
  return mediaUrl(media);
}

const banner = (fields: Record<string, string | string[]>) => ({
  format: "banner",
  title: "Chope do Vale",
  description: "",
  link: "https://exemplo.com.br/loja",
  position: "header",
  device: "all",
  weight: "5",
  advertiserId: "",
  imageMobileUrl: "",
  startDate: today,
  endDate: addDays(today, 30),
  active: "on",
  ...fields,
});

async function allAds() {
  return getDb().select().from(schema.ads);
}

describe("banner sizes (D16), checked on the server", () => {
  it("refuses an image of another size, in Portuguese, saving nothing", async () => {
    const wrong = await stored(300, 250);
    const result = (await adEditorAction(args(post("/admin/anuncios/novo", banner({ imageUrl: wrong }))))) as never as {
      data: { fieldErrors: Record<string, string> };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.fieldErrors.imageUrl).toBe(
      "A imagem para computador tem 300 × 250 px; a posição Topo aceita 728 × 90 px (ou outro tamanho com a mesma proporção, até 2 % de diferença).",
    );
    expect(await allAds()).toHaveLength(0);
  });

  it("reads the size from the stored image, not from the URL typed", async () => {
    const real = await stored(300, 250);
    const forged = real.replace("-300x250.", "-728x90.");
    const result = (await adEditorAction(
      args(post("/admin/anuncios/novo", banner({ imageUrl: forged }))),
    )) as never as {
      data: { fieldErrors: Record<string, string> };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.fieldErrors.imageUrl).toMatch(/^A imagem para computador tem 300 × 250 px/);
    expect(await allAds()).toHaveLength(0);
  });

  it("saves an exact or same-ratio image with its sizes and targeting", async () => {
    const desktop = await stored(1456, 180);
    const phone = await stored(320, 100);
    const res = (await adEditorAction(
      args(
        post(
          "/admin/anuncios/novo",
          banner({ imageUrl: desktop, imageMobileUrl: phone, device: "mobile", weight: "8", pageGroups: ["blog"] }),
        ),
      ),
    )) as Response;
    expect(res.status).toBe(302);
    const [row] = await allAds();
    expect(row).toMatchObject({
      format: "banner",
      imageWidth: 1456,
      imageHeight: 180,
      imageMobileUrl: phone,
      imageMobileWidth: 320,
      imageMobileHeight: 100,
      device: "mobile",
      weight: 8,
      pageGroups: ["blog"],
      categoryIds: [],
      advertiserId: null,
    });
  });
});

describe("advertisers", () => {
  it("creates one, refuses an empty name, groups an ad, and deleting it keeps the ad", async () => {
    const empty = (await advertiserEditorAction(
      args(post("/admin/anunciantes/novo", { name: " ", contact: "" })),
    )) as never as {
      data: { fieldErrors: Record<string, string> };
      init: { status: number };
    };
    expect(empty.init.status).toBe(400);
    expect(empty.data.fieldErrors).toEqual({ name: "Informe o nome do anunciante" });

    const created = (await advertiserEditorAction(
      args(post("/admin/anunciantes/novo", { name: "Cervejaria do Vale", contact: "ana@vale.com.br" })),
    )) as Response;
    expect(created.status).toBe(302);
    const twice = (await advertiserEditorAction(
      args(post("/admin/anunciantes/novo", { name: " cervejaria do vale ", contact: "" })),
    )) as never as { data: { fieldErrors: Record<string, string> }; init: { status: number } };
    expect(twice.init.status).toBe(400);
    expect(twice.data.fieldErrors).toEqual({ name: "Já existe um anunciante com esse nome" });
    const list = await advertisersLoader(
      args(new Request(`${BASE}/admin/anunciantes`, { headers: { Cookie: cookie } })),
    );
    const advertiser = list.advertisers.find((a) => a.name === "Cervejaria do Vale")!;
    expect(advertiser).toMatchObject({ contact: "ana@vale.com.br", adCount: 0 });

    const [ad] = await allAds();
    const unknown = (await adEditorAction(
      args(
        post(
          `/admin/anuncios/${ad!.id}`,
          banner({ imageUrl: ad!.imageUrl, advertiserId: crypto.randomUUID(), title: ad!.title }),
        ),
        { id: ad!.id },
      ),
    )) as never as { data: { fieldErrors: Record<string, string> } };
    expect(unknown.data.fieldErrors.advertiserId).toBe("Escolha um anunciante da lista");

    const linked = (await adEditorAction(
      args(post(`/admin/anuncios/${ad!.id}`, banner({ imageUrl: ad!.imageUrl, advertiserId: advertiser.id })), {
        id: ad!.id,
      }),
    )) as Response;
    expect(linked.status).toBe(302);
    expect((await allAds())[0]!.advertiserId).toBe(advertiser.id);

    const deleted = (await advertisersAction(
      args(post("/admin/anunciantes", { intent: "delete", id: advertiser.id })),
    )) as Response;
    expect(deleted.status).toBe(302);
    const after = await allAds();
    expect(after).toHaveLength(1);
    expect(after[0]!.advertiserId).toBeNull();
    const log = await getDb().select().from(schema.adminActivity).where(eq(schema.adminActivity.entity, "advertiser"));
    expect(log.map((e) => e.action)).toEqual(["create", "delete"]);
  });
});

describe("house cards (D15)", () => {
  it("are on by default and the owner turns them off per position", async () => {
    const page = () => layoutLoader(args(new Request(`${BASE}/ibu`)));
    expect((await page()).houseCards).toMatchObject({ header: true, sidebar: true, footer: true });
    const res = (await listAction(
      args(post("/admin/anuncios", { intent: "house-cards", houseCard: ["header", "content"] })),
    )) as Response;
    expect(res.status).toBe(302);
    expect((await page()).houseCards).toEqual({
      header: true,
      footer: false,
      sidebar: false,
      content: true,
      "mobile-footer": false,
      "mobile-menu": false,
    });
  });
});
