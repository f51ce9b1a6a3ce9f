import type { AccountScope } from "@/lib/core/account-scope";
import { db } from "@/lib/db/client";

import { serializeWebhook } from "./serialize-webhook";

/** One page of the account's endpoints in the key's mode, oldest first. */
export async function listWebhooks(scope: AccountScope, input: { page: number; per_page: number }) {
  const where = { accountId: scope.accountId, livemode: scope.livemode };
  const [rows, total] = await Promise.all([
    db().webhookEndpoint.findMany({
      where,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: (input.page - 1) * input.per_page,
      take: input.per_page,
    }),
    db().webhookEndpoint.count({ where }),
  ]);
  const now = new Date();
  return {
    webhooks: rows.map((row) => serializeWebhook(row, now)),
    total,
    page: input.page,
    per_page: input.per_page,
    has_more: input.page * input.per_page < total,
  };
}
