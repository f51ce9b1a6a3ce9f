import { newId } from "@/lib/core/new-id";
import { transaction } from "@/lib/db/transaction";

import type { SuppressionReason, SuppressionSource, SuppressionView } from "./mail-suppression-schemas";
import { serializeSuppression } from "./serialize-suppression";

/**
 * Puts an address on the list of one account (accountId null: every account, the operator's CLI
 * entries), so that no mail goes to it until the entry is cleared. The address is lower-cased;
 * an address the list already holds answers the existing entry unchanged (a provider's webhook
 * may report the same bounce many times).
 */
export async function suppressAddress(
  scope: { accountId: string | null },
  input: { email: string; reason: SuppressionReason; source: SuppressionSource },
): Promise<{ suppression: SuppressionView; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  return transaction(async (tx) => {
    const existing = await tx.mailSuppression.findFirst({
      where: { accountId: scope.accountId, email },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    if (existing) return { suppression: serializeSuppression(existing), created: false };
    const row = await tx.mailSuppression.create({
      data: { id: newId("sup"), accountId: scope.accountId, email, reason: input.reason, source: input.source },
    });
    return { suppression: serializeSuppression(row), created: true };
  });
}
