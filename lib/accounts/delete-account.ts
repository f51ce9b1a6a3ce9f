import { AppError } from "@/lib/core/app-error";
import { normalizeDisplayName } from "@/lib/core/normalize-display-name";
import { transaction } from "@/lib/db/transaction";

import { removeAccountlessMembers } from "./remove-accountless-members";

/**
 * Deletes an account and everything it holds, in one transaction, once its name is typed again:
 * its sites with their threads, comments, votes, reactions, flags, readers (their sessions, magic
 * links and data requests), bans, imports and SSO secrets; its API keys, webhook endpoints with
 * their deliveries and attempts, events and memberships (all cascaded from the account); and the
 * rows keyed by the account without a relation (idempotency records, pending notices). Members
 * left with no account are removed with their sessions. No event is recorded: it would belong to
 * the account being deleted. Answers the ids of the members removed.
 */
export async function deleteAccount(
  accountId: string,
  input: { confirmName: string },
): Promise<{ removedMemberIds: string[] }> {
  return transaction(async (tx) => {
    const account = await tx.account.findUnique({ where: { id: accountId } });
    if (!account) throw new AppError("account_not_found", `No account ${accountId} exists.`);
    if (normalizeDisplayName(input.confirmName) !== account.name) {
      const message = `type the account's name, ${account.name}, exactly`;
      throw new AppError("validation_failed", `Not deleted: ${message}.`, {
        errors: [{ field: "confirm_name", message }],
      });
    }
    const siteIds = (await tx.site.findMany({ where: { accountId }, select: { id: true } })).map((s) => s.id);
    const memberIds = (await tx.membership.findMany({ where: { accountId }, select: { memberId: true } })).map(
      (m) => m.memberId,
    );
    // As deleteSite: SQLite's cascade over reply links recurses once per level and stops at 1,000,
    // so the links are cut first and every comment goes in one flat cascade from its thread.
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
