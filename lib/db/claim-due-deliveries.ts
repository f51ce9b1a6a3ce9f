import { randomBytes } from "node:crypto";
import { db } from "./client";
import { databaseUrl, providerOf } from "./database-url";
import { transaction } from "./transaction";

/** Deliveries one worker now holds: no other worker sends them until the lease runs out. */
export type DeliveryClaim = { ids: string[]; leaseToken: string; leaseUntil: Date };

/**
 * Claims up to `limit` due webhook deliveries for this worker. On PostgreSQL, `FOR UPDATE SKIP
 * LOCKED` lets many workers claim side by side without ever taking the same row; on SQLite a
 * compare-and-set per row inside one write transaction does, since SQLite has one writer at a time.
 * A lease that runs out (its worker died mid-send) makes the delivery claimable again.
 */
export async function claimDueDeliveries(input: { now: Date; leaseMs: number; limit: number }): Promise<DeliveryClaim> {
  const leaseToken = randomBytes(12).toString("base64url");
  const leaseUntil = new Date(input.now.getTime() + input.leaseMs);
  const claim = (ids: string[]): DeliveryClaim => ({ ids, leaseToken, leaseUntil });
  if (input.limit <= 0) return claim([]);
  if (providerOf(databaseUrl()) === "postgresql") {
    const rows = await db().$queryRaw<{ id: string }[]>`
      UPDATE "WebhookDelivery" SET "leaseToken" = ${leaseToken}, "leaseUntil" = ${leaseUntil}
      WHERE "id" IN (
        SELECT "id" FROM "WebhookDelivery"
        WHERE "status" = 'pending' AND "nextAttemptAt" <= ${input.now}
          AND ("leaseUntil" IS NULL OR "leaseUntil" < ${input.now})
        ORDER BY "nextAttemptAt"
        LIMIT ${input.limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING "id"`;
    return claim(rows.map((row) => row.id));
  }
  return transaction(async (tx) => {
    const free = { OR: [{ leaseUntil: null }, { leaseUntil: { lt: input.now } }] };
    const due = await tx.webhookDelivery.findMany({
      where: { status: "pending", nextAttemptAt: { lte: input.now }, ...free },
      orderBy: { nextAttemptAt: "asc" },
      take: input.limit,
      select: { id: true },
    });
    const ids: string[] = [];
    for (const { id } of due) {
      const { count } = await tx.webhookDelivery.updateMany({ where: { id, ...free }, data: { leaseToken, leaseUntil } });
      if (count === 1) ids.push(id);
    }
    return claim(ids);
  });
}
