// GET /admin/backup: the backup archive as a download (issue 10, item 9). While the
// server runs the embedded database admits no second process, so `npm run db:export`
// cannot read it; this route takes the same consistent snapshot from inside the server.
import { redirectDocument } from "react-router";
import type { Route } from "./+types/backup";
import { requireAdmin } from "~/lib/auth/auth.server";
import { backupFileName, createBackup, encodeBackup } from "~/lib/data/backup.server";
import { getDb } from "~/lib/data/db.server";

export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, url);
  // A client-side navigation here (the redirect after signing in from
  // /auth?redirect=/admin/backup, or a <Link>) fetches the loader's data with fetch()
  // (Sec-Fetch-Dest: empty, Sec-Fetch-Mode: cors), which cannot become a download: send the
  // browser to the same URL as a document request instead. A document request that the
  // service worker passes on (app/pwa/sw.js) also arrives with "empty", but in "navigate"
  // mode: sending that one back to itself made a redirect loop.
  const dest = request.headers.get("Sec-Fetch-Dest");
  if (dest === "empty" && request.headers.get("Sec-Fetch-Mode") !== "navigate") throw redirectDocument(url.pathname);
  const archive = await createBackup(getDb());
  const body = encodeBackup(archive);
  // Who took a copy of the password hashes, and when, belongs in the log.
  console.log(`[backup] cópia de segurança baixada por ${admin.email} (${body.length} bytes).`);
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename=${backupFileName()}`,
      "Content-Length": String(body.length),
      "Cache-Control": "private, no-store",
    },
  });
}
