import { transaction } from "@/lib/db/transaction";

/**
 * Gives up this worker's claim on a delivery without an attempt, so that any worker may send it
 * at once; `park` also takes away its due time (its endpoint is disabled).
 */
export async function releaseDelivery(deliveryId: string, leaseToken: string, park = false): Promise<void> {
  await transaction((tx) =>
    tx.webhookDelivery.updateMany({
      where: { id: deliveryId, leaseToken },
      data: { leaseToken: null, leaseUntil: null, ...(park ? { nextAttemptAt: null } : {}) },
    }),
  );
}
