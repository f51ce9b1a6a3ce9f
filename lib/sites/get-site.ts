import { db } from "@/lib/db/client";

import { findAccountSite } from "./find-account-site";
import { serializeSite } from "./serialize-site";
import type { SiteView } from "./site-schemas";

/** One site of the account, with its domains and settings. */
export async function getSite(accountId: string, siteId: string): Promise<SiteView> {
  await findAccountSite(accountId, siteId);
  const row = await db().site.findUniqueOrThrow({ where: { id: siteId }, include: { domains: true } });
  return serializeSite(row);
}
