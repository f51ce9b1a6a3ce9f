import type { Operation } from "../operations/operation";

/**
 * The error statuses an operation can answer: those its inputs, auth and method imply (malformed
 * input, credentials, test keys, the origin check, rate limits, idempotency), plus its own.
 */
export function errorStatusesOf({ declaration: op }: Operation): number[] {
  const statuses = new Set(op.errors ?? []);
  if (op.query || op.params || op.body || op.upload) statuses.add(400);
  if (op.params) statuses.add(404);
  if (op.body) [413, 415, 422].forEach((status) => statuses.add(status));
  if (op.auth !== "public") [401, 429].forEach((status) => statuses.add(status));
  if (op.auth === "public" && op.rateLimits.length) statuses.add(429);
  const changes = op.method !== "GET";
  if (op.testKeys === "live-only" || (op.testKeys === "shared-read" && changes)) statuses.add(403);
  // A browser's change must come from one of the site's origins.
  if (op.auth === "client" && changes) statuses.add(403);
  if (op.method === "POST" && op.auth !== "public") statuses.add(409);
  return [...statuses].sort((a, b) => a - b);
}
