import { db } from "@/lib/db/client";

/** Gives a claimed key up when its request failed on our side, so that a retry runs it afresh. */
export async function releaseIdempotencyKey(claimId: string): Promise<void> {
  await db().idempotencyRecord.deleteMany({ where: { id: claimId, status: 0 } });
}
