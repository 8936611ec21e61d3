// The site's identity (issue 28 item 1) against a real database: absent until saved, saved
// whole with its activity entry, re-checked on the server (a wrong check digit never reaches
// the table, and the table's own checks refuse it too), read from a cache that the save drops
// (with every rendered public page: the page cache listens to the same drop), and the demo's
// operator never counts as filled in.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/data/db.server";
import { onProcessCacheDrop } from "~/lib/data/ttl-cache.server";
import { siteIdentitySchema, type SiteIdentityFormValues } from "~/schemas/site-identity";
import { demoSiteIdentity } from "../../db/seed-data";
import { seedDemoContent } from "../../db/seed";
import { openTestDb } from "../../tests/setup/test-db";
import { listRecentActivity } from "./activity.server";
import {
  getSiteIdentity,
  getSiteOperatorCached,
  isSiteIdentityComplete,
  saveSiteIdentity,
} from "./site-identity.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;
const actor = { id: "site-admin", email: "site@cervejometro.local" };

beforeAll(async () => {
  handle = await openTestDb();
  await getDb().insert(schema.user).values({ id: actor.id, name: "Dona do Site", email: actor.email });
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

const form = (over: Partial<SiteIdentityFormValues> = {}): SiteIdentityFormValues => ({
  legalName: "Lúpulo & Malte Comunicação Ltda",
  kind: "pessoa_juridica",
  document: "11.222.333/0001-81",
  address: "Av. Paulista, 1000, Bela Vista, CEP 01310-100",
  city: "São Paulo",
  state: "SP",
  contactEmail: "Contato@LupuloMalte.com.br",
  dpoName: "Ana Souza",
  dpoEmail: "dpo@lupulomalte.com.br",
  forum: "Campinas / sp",
  adsEmail: "",
  ...over,
});

describe("site identity", () => {
  it("is absent before the first save: the pages invent nothing", async () => {
    expect(await getSiteIdentity()).toBeNull();
    expect(await isSiteIdentityComplete()).toBe(false);
    const operator = await getSiteOperatorCached();
    expect(operator.identification).toBeNull();
    expect(operator.contactEmail).toBeNull();
  });

  it("is saved whole, with the activity entry, and the save drops the cache and the page cache", async () => {
    await getSiteOperatorCached(); // cached now
    const drops: string[] = [];
    const stop = onProcessCacheDrop((prefix) => drops.push(prefix));
    try {
      await saveSiteIdentity(actor, siteIdentitySchema.parse(form()));
    } finally {
      stop();
    }
    expect(drops).toEqual(["site-identity"]);
    const stored = await getSiteIdentity();
    expect(stored).toMatchObject({
      legalName: "Lúpulo & Malte Comunicação Ltda",
      kind: "pessoa_juridica",
      document: "11222333000181",
      contactEmail: "contato@lupulomalte.com.br",
      forumCity: "Campinas",
      forumState: "SP",
      updatedBy: "Dona do Site",
    });
    expect(await isSiteIdentityComplete()).toBe(true);
    const operator = await getSiteOperatorCached();
    expect(operator.identification?.documentNumber).toBe("11.222.333/0001-81");
    expect(operator.forum).toBe("Campinas/SP");
    expect(operator.adsEmail).toBe("contato@lupulomalte.com.br");
    const [entry] = await listRecentActivity(1);
    expect(entry).toMatchObject({ entity: "site", action: "update", itemTitle: "Lúpulo & Malte Comunicação Ltda" });
  });

  it("a second save updates the one row (a person now: CPF, no address)", async () => {
    await saveSiteIdentity(
      actor,
      siteIdentitySchema.parse(form({ kind: "pessoa_fisica", document: "123.456.789-09", address: "" })),
    );
    const rows = await getDb().select({ id: schema.siteIdentity.id }).from(schema.siteIdentity);
    expect(rows).toEqual([{ id: 1 }]);
    const operator = await getSiteOperatorCached();
    expect(operator.identification).toMatchObject({ documentLabel: "CPF", documentNumber: "123.456.789-09" });
    expect(operator.professionalForProfitEntity).toBe(false);
  });

  it("the server re-checks: wrong check digits never reach the table", async () => {
    const bad = { ...siteIdentitySchema.parse(form()), document: "11222333000180" };
    await expect(saveSiteIdentity(actor, bad)).rejects.toThrow();
    expect((await getSiteIdentity())?.document).toBe("12345678909");
  });

  it("the table refuses a second row, a CPF filed as a company, a masked number and an unknown UF", async () => {
    const db = getDb();
    const attempt = (values: string) =>
      db.execute(
        sql.raw(`insert into site_identity (id, legal_name, kind, document, city, state, contact_email, forum_city, forum_state)
                 values ${values} on conflict (id) do update set document = excluded.document, kind = excluded.kind, state = excluded.state`),
      );
    await expect(attempt(`(2, 'X', 'pessoa_fisica', '12345678909', 'C', 'SP', 'a@b.co', 'C', 'SP')`)).rejects.toThrow();
    await expect(
      attempt(`(1, 'X', 'pessoa_juridica', '12345678909', 'C', 'SP', 'a@b.co', 'C', 'SP')`),
    ).rejects.toThrow();
    await expect(
      attempt(`(1, 'X', 'pessoa_fisica', '123.456.789-0', 'C', 'SP', 'a@b.co', 'C', 'SP')`),
    ).rejects.toThrow();
    await expect(attempt(`(1, 'X', 'pessoa_fisica', '12345678909', 'C', 'XX', 'a@b.co', 'C', 'SP')`)).rejects.toThrow();
  });

  it("the demo's fictitious operator is seeded only when none is saved, and never counts as filled in", async () => {
    await seedDemoContent(getDb());
    expect((await getSiteIdentity())?.document).toBe("12345678909");
    await getDb().delete(schema.siteIdentity);
    await seedDemoContent(getDb());
    expect(await getSiteIdentity()).toMatchObject({ legalName: demoSiteIdentity.legalName });
    expect(siteIdentitySchema.safeParse({ ...demoSiteIdentity, forum: "São Paulo/SP" }).success).toBe(true);
    expect(await isSiteIdentityComplete()).toBe(false);
  });
});
