import type { AccountScope } from "@/lib/core/account-scope";
import { db } from "@/lib/db/client";
import { findAccountSite } from "@/lib/sites/find-account-site";

import { serializeImport, type ImportView } from "./serialize-import";

/** A site's latest imports of one mode (a test key's are test imports), newest first. */
export async function listImports(scope: AccountScope, siteId: string, limit = 20): Promise<ImportView[]> {
  await findAccountSite(scope.accountId, siteId);
  const rows = await db().import.findMany({
    where: { siteId, livemode: scope.livemode },
    orderBy: { createdAt: "desc" },
    take: limit,
  });
  return rows.map(serializeImport);
}
