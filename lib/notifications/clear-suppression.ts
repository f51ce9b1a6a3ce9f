import { AppError } from "@/lib/core/app-error";
import { transaction } from "@/lib/db/transaction";

/**
 * Clears one entry of an account's list (accountId null: an every-account entry), and any
 * duplicate of the same address in that list, so that mail to the address may go out again.
 * Another account's entry is missing, like an unknown one.
 */
export async function clearSuppression(scope: { accountId: string | null }, suppressionId: string): Promise<void> {
  const missing = new AppError("suppression_not_found", `No suppression ${suppressionId} in this account.`);
  await transaction(async (tx) => {
    const entry = await tx.mailSuppression.findFirst({ where: { id: suppressionId, accountId: scope.accountId } });
    if (!entry) throw missing;
    await tx.mailSuppression.deleteMany({ where: { accountId: scope.accountId, email: entry.email } });
  });
}
