import { sealSecret } from "@/lib/core/seal-secret";
import { db } from "@/lib/db/client";

import { responseSealPurpose } from "./idempotency-limits";

/**
 * Stores the response of a claimed request, which retries with the same key will get back. It is
 * sealed, not kept as sent: a first response may carry a show-once secret (`whsec_…`, `ssosec_…`).
 */
export async function saveIdempotentResponse(claimId: string, status: number, body: string): Promise<void> {
  await db().idempotencyRecord.update({
    where: { id: claimId },
    data: { status, responseBody: sealSecret(body, responseSealPurpose) },
  });
}
