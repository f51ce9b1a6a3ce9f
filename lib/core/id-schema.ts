import { z } from "zod";

import type { IdPrefix } from "./new-id";

/** A zod string that must have the shape of an identifier of one kind (`site_…`, `cmt_…`, …). */
export function idSchema(prefix: IdPrefix, what: string) {
  return z.string().regex(new RegExp(`^${prefix}_[0-7][0-9a-hjkmnp-tv-z]{25}$`), `must be ${what} (${prefix}_…)`);
}
