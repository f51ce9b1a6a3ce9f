import { db } from "@/lib/db/client";
import { findAccountSite } from "@/lib/sites/find-account-site";

import { serializeImport, type ImportView } from "./serialize-import";

/** A site's latest imports of one mode (a test key's are test imports), newest first. */
export async function listImports(input: {
  accountId: string;
  livemode: boolean;
  siteId: string;
  limit?: number;
}): Promise<ImportView[]> {
  await findAccountSite(input.accountId, input.siteId);
  const rows = await db().import.findMany({
    where: { siteId: input.siteId, livemode: input.livemode },
    orderBy: { createdAt: "desc" },
    take: input.limit ?? 20,
  });
  return rows.map(serializeImport);
}
