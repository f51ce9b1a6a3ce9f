import { fromUUID } from "typeid-js";

import type { IdPrefix } from "./new-id";

/**
 * The smallest id of a kind that could be made at millisecond `ms`: every id made earlier sorts
 * below it, every id made then or later above (TypeIDs start with their UUIDv7 timestamp; the
 * rest is the version and variant bits with zero randomness).
 */
export function lowestIdAt(prefix: IdPrefix, ms: number): string {
  const hex = Math.max(0, Math.floor(ms)).toString(16).padStart(12, "0");
  return fromUUID(`${hex.slice(0, 8)}-${hex.slice(8)}-7000-8000-000000000000`, prefix);
}
