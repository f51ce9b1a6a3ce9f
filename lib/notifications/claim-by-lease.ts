import { randomBytes } from "node:crypto";

/** A lease: a random token and how long it lasts. */
export type Lease = { token: string; until: Date };

/** A new lease from now for `leaseMs`. */
export function newLease(now: Date, leaseMs: number): Lease {
  return { token: randomBytes(12).toString("hex"), until: new Date(now.getTime() + leaseMs) };
}

/** The condition on rows that no live lease holds (none, or one that ran out). */
export function unleased(now: Date) {
  return { OR: [{ claimUntil: null }, { claimUntil: { lt: now } }] };
}
