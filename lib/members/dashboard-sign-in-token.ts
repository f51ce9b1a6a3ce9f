import { createHash } from "node:crypto";

import { dashboardAuthSecret } from "@/lib/core/dashboard-auth-secret";
import { randomBase62 } from "@/lib/core/random-base62";

/** A new dashboard sign-in token (`dsl_…`), prefixed like every secret of ours so scanners spot one. */
export function newDashboardSignInToken(): string {
  return `dsl_${randomBase62(43)}`;
}

/** What is stored for a sign-in token: next-auth's own hash (SHA-256 of token and secret), so its callback finds it. */
export function hashDashboardSignInToken(token: string): string {
  return createHash("sha256").update(`${token}${dashboardAuthSecret()}`).digest("hex");
}
