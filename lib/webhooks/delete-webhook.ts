import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { isIdOf } from "@/lib/core/new-id";
import { transaction } from "@/lib/db/transaction";

/** Deletes an endpoint with its deliveries and their log; nothing more is sent to it. */
export async function deleteWebhook(scope: AccountScope, webhookId: string): Promise<void> {
  const { count } = isIdOf("whk", webhookId)
    ? await transaction((tx) =>
        tx.webhookEndpoint.deleteMany({
          where: { id: webhookId, accountId: scope.accountId, livemode: scope.livemode },
        }),
      )
    : { count: 0 };
  if (count === 0) throw new AppError("webhook_not_found", `No webhook endpoint ${webhookId} exists.`);
}
