import { notFound } from "next/navigation";
import { cache } from "react";

import { AppError } from "@/lib/core/app-error";
import { managerRoles } from "@/lib/core/member-roles";
import { requireRole } from "@/lib/http/current-member";
import { getSite } from "@/lib/sites/get-site";

/**
 * The site of a /sites/[site_id] page for an owner or admin, loaded within their account, so
 * another account's id (or one that never existed) is the not-found page. Once per request.
 */
export const loadMemberSite = cache(async (siteId: string) => {
  const member = await requireRole(managerRoles);
  try {
    return { member, site: await getSite(member.accountId, siteId) };
  } catch (error) {
    if (error instanceof AppError && error.code === "site_not_found") notFound();
    throw error;
  }
});
