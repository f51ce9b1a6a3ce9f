import { notifyWebhookWorkers } from "@/lib/db/notify-webhook-workers";
import type { Tx } from "@/lib/db/transaction";

import { webhookSignal } from "./webhook-signal";

/**
 * Wakes the workers because deliveries just became due: every worker through PostgreSQL's
 * NOTIFY (sent at commit when `tx` is given), or this process's worker on SQLite, whose claim
 * waits for the open write transaction to finish and so sees what it wrote.
 */
export async function wakeWebhookWorkers(tx?: Tx): Promise<void> {
  if (!(await notifyWebhookWorkers(tx))) webhookSignal().emit("work");
}
