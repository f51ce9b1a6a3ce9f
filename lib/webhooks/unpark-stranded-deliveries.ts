import { transaction } from "@/lib/db/transaction";

/**
 * Makes due again any delivery left parked although its endpoint is enabled. Parking and
 * re-enabling run in separate transactions, so a delivery parked by a worker that read the
 * endpoint as disabled just before it was re-enabled would otherwise wait for ever. Workers run
 * this when they start and once a minute.
 */
export async function unparkStrandedDeliveries(now: Date = new Date()): Promise<number> {
  const { count } = await transaction((tx) =>
    tx.webhookDelivery.updateMany({
      where: { status: "pending", nextAttemptAt: null, leaseToken: null, endpoint: { status: "enabled" } },
      data: { nextAttemptAt: now },
    }),
  );
  return count;
}
