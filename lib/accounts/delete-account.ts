import { AppError } from "@/lib/core/app-error";
import { normalizeDisplayName } from "@/lib/core/normalize-display-name";
import { db } from "@/lib/db/client";
import { deleteSiteCommentsInBatches } from "@/lib/db/delete-site-comments-in-batches";
import { transaction } from "@/lib/db/transaction";

import { removeAccountlessMembers } from "./remove-accountless-members";

/** The account, once its name was typed again exactly; anything else refuses the deletion. */
function confirmName(account: { id: string; name: string } | null, accountId: string, typed: string) {
  if (!account) throw new AppError("account_not_found", `No account ${accountId} exists.`);
  if (normalizeDisplayName(typed) !== account.name) {
    const message = `type the account's name, ${account.name}, exactly`;
    throw new AppError("validation_failed", `Not deleted: ${message}.`, {
      errors: [{ field: "confirm_name", message }],
    });
  }
  return account;
}

/**
 * Deletes an account and everything it holds once its name is typed again: the comments first, in
 * batches (an account may hold millions), then the rest in one transaction:
 * its sites with their threads, comments, votes, reactions, flags, readers (their sessions, magic
 * links and data requests), bans, imports and SSO secrets; its API keys, webhook endpoints with
 * their deliveries and attempts, events and memberships (all cascaded from the account); and the
 * rows keyed by the account without a relation (idempotency records, pending notices). Members
 * left with no account are removed with their sessions. No event is recorded: it would belong to
 * the account being deleted. Answers the ids of the members removed.
 */
export async function deleteAccount(
  accountId: string,
  input: { confirmName: string; batchSize?: number },
): Promise<{ removedMemberIds: string[] }> {
  confirmName(await db().account.findUnique({ where: { id: accountId } }), accountId, input.confirmName);
  const sites = await db().site.findMany({ where: { accountId }, select: { id: true } });
  await deleteSiteCommentsInBatches(
    sites.map((site) => site.id),
    input.batchSize,
  );
  return transaction(async (tx) => {
    confirmName(await tx.account.findUnique({ where: { id: accountId } }), accountId, input.confirmName);
    const siteIds = (await tx.site.findMany({ where: { accountId }, select: { id: true } })).map((s) => s.id);
    const memberIds = (await tx.membership.findMany({ where: { accountId }, select: { memberId: true } })).map(
      (m) => m.memberId,
    );
    // Comments written since the batches: as deleteSite, their reply links are cut first (SQLite's
    // cascade recurses once per level and stops at 1,000), and they go in one flat cascade.
    await tx.comment.updateMany({
      where: { siteId: { in: siteIds }, parentId: { not: null } },
      data: { parentId: null },
    });
    await tx.idempotencyRecord.deleteMany({ where: { accountId } });
    await tx.pendingNotice.deleteMany({ where: { accountId } });
    await tx.account.delete({ where: { id: accountId } });
    return { removedMemberIds: await removeAccountlessMembers(tx, memberIds) };
  });
}
