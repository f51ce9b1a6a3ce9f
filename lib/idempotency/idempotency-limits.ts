/** How long a stored response answers retries with its key (documented in docs/api.md). */
export const idempotencyTtlMs = 24 * 60 * 60 * 1000;
/** A claim still running after this long belongs to a request that died; a retry may take it over. */
export const abandonedClaimMs = 60 * 1000;
/** The longest Idempotency-Key accepted. */
export const maxIdempotencyKeyLength = 255;
/** The purpose (key derivation label) under which stored responses are sealed. */
export const responseSealPurpose = "idempotency-response";
