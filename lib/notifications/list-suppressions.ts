import { db } from "@/lib/db/client";

import type { SuppressionView } from "./mail-suppression-schemas";
import { serializeSuppression } from "./serialize-suppression";

/**
 * One page of an account's suppressed addresses, newest first (accountId null: the every-account
 * entries). The every-account entries are the operator's and are not shown to an account.
 */
export async function listSuppressions(
  scope: { accountId: string | null },
  input: { page: number; per_page: number },
): Promise<{ suppressions: SuppressionView[]; total: number; page: number; per_page: number; has_more: boolean }> {
  const where = { accountId: scope.accountId };
  const [rows, total] = await Promise.all([
    db().mailSuppression.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * input.per_page,
      take: input.per_page,
    }),
    db().mailSuppression.count({ where }),
  ]);
  return {
    suppressions: rows.map(serializeSuppression),
    total,
    page: input.page,
    per_page: input.per_page,
    has_more: input.page * input.per_page < total,
  };
}
