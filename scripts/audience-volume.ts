// The audience statistics at the volume issue 26 names (400 days × 500 paths of page rows, with
// the whole site's, referrers', devices' and calculators' rows of the same days), seeded by the
// database itself (generate_series) so 200,000 rows take a second, not a minute. Shared by the
// bench (scripts/bench-audience.ts) and the integration test, which recomputes every expected
// figure from the same formulas in plain TypeScript (volumeViews…) to check the SQL's answers.
import { sql } from "drizzle-orm";
import type { Db } from "../app/lib/data/db.server";
import { AUDIENCE_CALCULATORS } from "../app/lib/audience/audience-keys";

export const VOLUME_DAYS = 400;
export const VOLUME_PATHS = 500;
/** A day with no row at all (nobody came, or the server was down): the series shows a zero. */
export const VOLUME_GAP = 3;

/** The site's own pages first, then posts. */
const FIXED_PATHS = [
  "/",
  "/festa",
  "/por-pessoa",
  "/ibu",
  "/abv",
  "/orcamento",
  "/glossario",
  "/infograficos",
  "/blog",
  "/anuncie",
  "/blog?categoria=IPA",
];

export const volumePath = (i: number) => FIXED_PATHS[i] ?? `/blog/post-${i}`;

/** Page views of path i on the day d days before today; the first five rose in the last 30 days. */
export const volumeViews = (i: number, d: number) =>
  1 + ((i * 7 + d * 13) % 50) + (i === 0 ? 500 : 0) + (d < 30 && i < 5 ? 20 : 0);
export const volumeVisitors = (i: number, d: number) => Math.floor((volumeViews(i, d) * 3) / 5);

/** The whole site's distinct visitors of a day: half the pages' visitors summed (people read several). */
export const REFERRER_WEIGHTS: Record<string, number> = {
  "": 30,
  "google.com": 40,
  whatsapp: 15,
  instagram: 5,
  facebook: 5,
  x: 3,
  "bing.com": 2,
};
export const DEVICE_WEIGHTS: Record<string, number> = { celular: 65, computador: 35 };
export const CALCULATOR_NAMES = Object.keys(AUDIENCE_CALCULATORS);
export const volumeCalcViews = (j: number, d: number) => 5 + ((d + j * 3) % 20);

/** A text[] from one parameter (drizzle would spread a JS array into a list of parameters). */
const list = (items: readonly string[]) => sql`string_to_array(${items.join("\n")}, E'\n')`;

/** Seeds the volume for the days ending `today`; returns the number of rows written. */
export async function seedAudienceVolume(db: Db, today: string): Promise<number> {
  const paths = Array.from({ length: VOLUME_PATHS }, (_, i) => volumePath(i));
  const days = sql`generate_series(0, ${VOLUME_DAYS - 1}) as d`;
  const keep = sql`d <> ${VOLUME_GAP}`;
  await db.execute(sql`
    insert into audience_daily (kind, day, key, views, visitors)
    select 'page', ${today}::date - d, p.path, v.views, (v.views * 3) / 5
    from ${days}
    cross join unnest(${list(paths)}) with ordinality as p(path, ord)
    cross join lateral (
      select 1 + (((p.ord - 1) * 7 + d * 13) % 50)
        + case when p.ord = 1 then 500 else 0 end
        + case when d < 30 and p.ord <= 5 then 20 else 0 end as views
    ) v
    where ${keep}`);
  await db.execute(sql`
    insert into audience_daily (kind, day, key, views, visitors)
    select 'site', day, '', sum(views), sum(visitors) / 2 from audience_daily where kind = 'page' group by day`);
  const weighted = async (kind: string, weights: Record<string, number>) => {
    const keys = Object.keys(weights);
    const shares = Object.values(weights);
    await db.execute(sql`
      insert into audience_daily (kind, day, key, views, visitors)
      select ${kind}, s.day, w.key, s.views * w.share / 100, s.visitors * w.share / 100
      from audience_daily s
      cross join unnest(${list(keys)}, ${list(shares.map(String))}::int[]) as w(key, share)
      where s.kind = 'site'`);
  };
  await weighted("referrer", REFERRER_WEIGHTS);
  await weighted("device", DEVICE_WEIGHTS);
  await db.execute(sql`
    insert into audience_daily (kind, day, key, views, visitors)
    select 'calc', ${today}::date - d, c.name, 5 + ((d + (c.ord - 1) * 3) % 20), 3 + ((d + (c.ord - 1) * 3) % 20)
    from ${days}
    cross join unnest(${list(CALCULATOR_NAMES)}) with ordinality as c(name, ord)
    where ${keep}`);
  const counted = await db.execute(sql`select count(*)::int as n from audience_daily`);
  const [row] = (counted as unknown as { rows: { n: number }[] }).rows;
  return row?.n ?? 0;
}
