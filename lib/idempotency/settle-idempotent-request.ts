import { AppError } from "@/lib/core/app-error";
import { sealSecret } from "@/lib/core/seal-secret";
import { afterCommit, type Tx } from "@/lib/db/transaction";

import { responseSealPurpose } from "./idempotency-limits";
import { idempotencyScope } from "./idempotency-scope";

/**
 * Stores the answer of a request run under an Idempotency-Key in the transaction that makes its
 * effect, so that no crash can commit one without the other: a retry then replays the answer and
 * never makes the object twice. Call it last in the transaction, with the status and body the
 * route answers. The claim is a fence: if another request took the key over (its owner was
 * thought dead), the update finds nothing and the whole transaction rolls back. No-op outside a claim.
 */
export async function settleIdempotentRequest(tx: Tx, status: number, body: unknown): Promise<void> {
  const scope = idempotencyScope.getStore();
  if (!scope) return;
  const { count } = await tx.idempotencyRecord.updateMany({
    where: { id: scope.claimId, status: 0 },
    data: { status, responseBody: sealSecret(JSON.stringify(body), responseSealPurpose) },
  });
  if (count === 0)
    throw new AppError(
      "idempotency_request_in_progress",
      "Another request with this Idempotency-Key took it over; retry to get its answer.",
    );
  afterCommit(() => (scope.settled = true));
}
