// The admin activity log (issue 9): every admin write records when, which administrator,
// what entity, which action and the item's title. Written in the same transaction as the
// change when the caller passes its transaction, so a rolled-back change leaves no entry.
import { desc } from "drizzle-orm";
import { getDb, schema, type Db } from "~/lib/data/db.server";

export const ACTIVITY_ENTITIES = [
  "post",
  "category",
  "ad",
  "advertiser",
  "seo-global",
  "seo-page",
  "report-link",
  "audience",
  "site",
  // The media library (issue 28 item 4): uploads, alt texts, deletions.
  "media",
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];
// "toggle" is kept for entries written before "activate"/"deactivate" said which (issue 28).
export const ACTIVITY_ACTIONS = [
  "create",
  "update",
  "delete",
  "toggle",
  "activate",
  "deactivate",
  "publish",
  "unpublish",
  "trash",
  "restore",
  "purge",
  "revoke",
  // A post brought back to one of its saved versions (issue 28 item 2).
  "revert",
  // An image sent to the media library (issue 28 item 4).
  "upload",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Portuguese words for the list on /admin. */
export const ACTIVITY_ENTITY_LABEL: Record<ActivityEntity, string> = {
  post: "Post",
  category: "Categoria",
  ad: "Anúncio",
  advertiser: "Anunciante",
  "seo-global": "SEO global",
  "seo-page": "SEO da página",
  "report-link": "Link de relatório",
  audience: "Estatísticas",
  site: "Dados do site",
  media: "Imagem",
};
export const ACTIVITY_ACTION_LABEL: Record<ActivityAction, string> = {
  create: "criou",
  update: "atualizou",
  delete: "excluiu",
  toggle: "ativou/desativou",
  activate: "ativou",
  deactivate: "desativou",
  publish: "publicou",
  unpublish: "moveu para rascunho",
  trash: "moveu para a lixeira",
  restore: "restaurou",
  purge: "excluiu definitivamente",
  revoke: "revogou",
  revert: "reverteu",
  upload: "enviou",
};

export interface ActivityActor {
  id: string;
  email: string;
}

export interface ActivityInput {
  entity: ActivityEntity;
  action: ActivityAction;
  itemId?: string | null;
  itemTitle: string;
}

type Executor = Pick<Db, "insert">;

export async function recordActivity(actor: ActivityActor, entry: ActivityInput, tx: Executor = getDb()) {
  await tx.insert(schema.adminActivity).values({
    userId: actor.id,
    userEmail: actor.email,
    entity: entry.entity,
    action: entry.action,
    itemId: entry.itemId ?? null,
    itemTitle: entry.itemTitle.slice(0, 300),
  });
}

export interface ActivityEntry {
  id: number;
  userEmail: string;
  entity: ActivityEntity;
  action: ActivityAction;
  itemId: string | null;
  itemTitle: string;
  createdAt: Date;
}

/** The newest `limit` entries (50 on /admin). */
export async function listRecentActivity(limit = 50): Promise<ActivityEntry[]> {
  const rows = await getDb()
    .select({
      id: schema.adminActivity.id,
      userEmail: schema.adminActivity.userEmail,
      entity: schema.adminActivity.entity,
      action: schema.adminActivity.action,
      itemId: schema.adminActivity.itemId,
      itemTitle: schema.adminActivity.itemTitle,
      createdAt: schema.adminActivity.createdAt,
    })
    .from(schema.adminActivity)
    .orderBy(desc(schema.adminActivity.createdAt), desc(schema.adminActivity.id))
    .limit(Math.max(1, Math.min(500, Math.floor(limit))));
  return rows as ActivityEntry[];
}
