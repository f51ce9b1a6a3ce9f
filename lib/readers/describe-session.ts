import { AppError } from "@/lib/core/app-error";

import type { ClientAuth } from "./client-auth";

/** Who the signed-in reader is (for GET /v1/auth/session); anyone else is told to sign in. */
export function describeSession(auth: ClientAuth) {
  if (auth.kind !== "reader") throw new AppError("sign_in_required", "Send a reader's session token or cookie.");
  return {
    id: auth.readerId,
    name: auth.name,
    avatar_url: auth.avatarUrl,
    mode: auth.mode,
    site_id: auth.siteId,
    expires_at: auth.expiresAt.toISOString(),
    session_id: auth.sessionId,
  };
}
