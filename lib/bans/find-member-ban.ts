import type { MemberScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { isIdOf } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";

/** A ban on one of the member's sites; another account's, or outside a limited moderator's sites, is missing. */
export async function findMemberBan(member: MemberScope, banId: string) {
  const ban = isIdOf("ban", banId)
    ? await db().ban.findUnique({ where: { id: banId }, include: { site: { select: { accountId: true } } } })
    : null;
  const reachable =
    ban && ban.site.accountId === member.accountId && (!member.siteIds.length || member.siteIds.includes(ban.siteId));
  if (!ban || !reachable) throw new AppError("ban_not_found", `No ban ${banId} exists.`);
  return ban;
}
