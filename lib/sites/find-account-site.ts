import { AppError } from "@/lib/core/app-error";
import { isIdOf } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";

/** The site with this id if the account owns it; another account's site is reported as missing. */
export async function findAccountSite(accountId: string, siteId: string) {
  const site = isIdOf("site", siteId) ? await db().site.findUnique({ where: { id: siteId } }) : null;
  if (!site || site.accountId !== accountId) throw new AppError("site_not_found", `No site ${siteId} exists.`);
  return site;
}
