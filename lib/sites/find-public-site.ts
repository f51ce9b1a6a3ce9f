import { AppError } from "@/lib/core/app-error";
import { isIdOf } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";

/** A site by id for readers' browsers (no account check: what its pages show is public), or `site_not_found`. */
export async function findPublicSite(siteId: string) {
  const site = isIdOf("site", siteId)
    ? await db().site.findUnique({ where: { id: siteId }, include: { account: { select: { plan: true } } } })
    : null;
  if (!site) throw new AppError("site_not_found", `No site ${siteId} exists.`);
  return site;
}
