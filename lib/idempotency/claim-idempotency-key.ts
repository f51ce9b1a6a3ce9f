import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { newId } from "@/lib/core/new-id";
import { openSealedSecret } from "@/lib/core/open-sealed-secret";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";

import { abandonedClaimMs, idempotencyTtlMs, responseSealPurpose } from "./idempotency-limits";

const purgeEveryMs = 60_000;
const purge = ((
  globalThis as unknown as { threadlineIdempotencyPurge?: { lastAt: number } }
).threadlineIdempotencyPurge ??= { lastAt: 0 });

/** What a request may do with its key: run (it holds the claim) or answer the stored response. */
export type IdempotencyClaim = { kind: "claimed"; id: string } | { kind: "replay"; status: number; body: string };

/**
 * Claims an Idempotency-Key for one request: the first request with a key inserts a row (unique on
 * account, mode and key) and runs; a retry with the same request gets the stored response back; a
 * different request with that key, or a retry while the first still runs, is refused with 409.
 */
export async function claimIdempotencyKey(
  scope: AccountScope,
  input: { key: string; requestHash: string },
): Promise<IdempotencyClaim> {
  const now = Date.now();
  // Keys live 24 hours. Expired records are cleared at most once a minute per process (a write on
  // every claim cost a third of a keyed write's time); until then an expired one is ignored below.
  if (now - purge.lastAt >= purgeEveryMs) {
    purge.lastAt = now;
    await db().idempotencyRecord.deleteMany({ where: { createdAt: { lt: new Date(now - idempotencyTtlMs) } } });
  }
  const unique = { accountId_livemode_key: { accountId: scope.accountId, livemode: scope.livemode, key: input.key } };
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = newId("idem");
    try {
      await db().idempotencyRecord.create({
        data: { id, ...unique.accountId_livemode_key, requestHash: input.requestHash, status: 0, responseBody: "" },
      });
      return { kind: "claimed", id };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const existing = await db().idempotencyRecord.findUnique({ where: unique });
    if (!existing) continue;
    if (now - existing.createdAt.getTime() >= idempotencyTtlMs) {
      await db().idempotencyRecord.deleteMany({ where: { id: existing.id } });
      continue;
    }
    if (existing.requestHash !== input.requestHash) {
      throw new AppError(
        "idempotency_key_reused",
        "This Idempotency-Key was used for a different request; use a new key.",
      );
    }
    if (existing.status !== 0)
      return {
        kind: "replay",
        status: existing.status,
        body: openSealedSecret(existing.responseBody, responseSealPurpose),
      };
    if (now - existing.createdAt.getTime() < abandonedClaimMs) {
      throw new AppError(
        "idempotency_request_in_progress",
        "A request with this Idempotency-Key is still running; retry shortly.",
      );
    }
    await db().idempotencyRecord.deleteMany({ where: { id: existing.id, status: 0 } });
  }
  throw new AppError(
    "idempotency_request_in_progress",
    "A request with this Idempotency-Key is still running; retry shortly.",
  );
}
