import { AppError } from "@/lib/core/app-error";
import { db } from "@/lib/db/client";

/**
 * The account a member asks to switch to, if they belong to it; any other id (another account's,
 * or one that does not exist) is answered as not found, so nothing tells the two apart.
 */
export async function findSwitchTarget(memberId: string, accountId: string): Promise<{ id: string; name: string }> {
  const membership = await db().membership.findUnique({
    where: { accountId_memberId: { accountId, memberId } },
    include: { account: true },
  });
  if (!membership) throw new AppError("account_not_found", "You are not a member of that account.");
  return { id: membership.account.id, name: membership.account.name };
}
