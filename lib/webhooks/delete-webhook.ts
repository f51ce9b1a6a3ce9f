import { AppError } from "@/lib/core/app-error";
import { isIdOf } from "@/lib/core/new-id";
import { transaction } from "@/lib/db/transaction";

import type { WebhookOwner } from "./find-account-webhook";

/** Deletes an endpoint with its deliveries and their log; nothing more is sent to it. */
export async function deleteWebhook(owner: WebhookOwner, webhookId: string): Promise<void> {
  const { count } = isIdOf("whk", webhookId)
    ? await transaction((tx) =>
        tx.webhookEndpoint.deleteMany({
          where: { id: webhookId, accountId: owner.accountId, livemode: owner.livemode },
        }),
      )
    : { count: 0 };
  if (count === 0) throw new AppError("webhook_not_found", `No webhook endpoint ${webhookId} exists.`);
}
