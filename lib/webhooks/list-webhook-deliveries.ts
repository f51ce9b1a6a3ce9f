import type { AccountScope } from "@/lib/core/account-scope";
import { db } from "@/lib/db/client";

import { findAccountWebhook } from "./find-account-webhook";
import { serializeDelivery } from "./serialize-delivery";

/** One page of an endpoint's deliveries, newest first, each with all its attempts, what they sent and what came back. */
export async function listWebhookDeliveries(
  scope: AccountScope,
  input: {
    webhookId: string;
    status?: "pending" | "succeeded" | "failed";
    page: number;
    per_page: number;
  },
) {
  const endpoint = await findAccountWebhook(scope, input.webhookId);
  const where = { endpointId: endpoint.id, ...(input.status ? { status: input.status } : {}) };
  const [rows, total] = await Promise.all([
    db().webhookDelivery.findMany({
      where,
      include: { attempts: true, event: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * input.per_page,
      take: input.per_page,
    }),
    db().webhookDelivery.count({ where }),
  ]);
  return {
    deliveries: rows.map(serializeDelivery),
    total,
    page: input.page,
    per_page: input.per_page,
    has_more: input.page * input.per_page < total,
  };
}
