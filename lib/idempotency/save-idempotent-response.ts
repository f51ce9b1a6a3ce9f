import { db } from "@/lib/db/client";

/** Stores the response of a claimed request, which retries with the same key will get back. */
export async function saveIdempotentResponse(claimId: string, status: number, body: string): Promise<void> {
  await db().idempotencyRecord.update({ where: { id: claimId }, data: { status, responseBody: body } });
}
