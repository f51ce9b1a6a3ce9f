import { db } from "@/lib/db/client";
import { findAccountSite } from "@/lib/sites/find-account-site";

import { serializeBan } from "./serialize-ban";

/** A site's bans still in force, newest first. */
export async function listBans(accountId: string, siteId: string, now = new Date()) {
  await findAccountSite(accountId, siteId);
  const rows = await db().ban.findMany({
    where: { siteId, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 1000,
  });
  return { bans: rows.map(serializeBan), total: rows.length, page: 1 };
}
