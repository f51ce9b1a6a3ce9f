import { AsyncLocalStorage } from "node:async_hooks";

/** The claimed Idempotency-Key a request runs under, and whether its answer was stored with its effect. */
export type IdempotencyScope = { claimId: string; settled: boolean };

/** The scope of the request being run under an Idempotency-Key (none outside one). */
export const idempotencyScope = new AsyncLocalStorage<IdempotencyScope>();
