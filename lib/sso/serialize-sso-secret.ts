import type { SsoSecretView } from "./sso-secret-schemas";

/** A stored SSO secret in its public shape (no secret). */
export function serializeSsoSecret(row: { id: string; siteId: string; hint: string; createdAt: Date }): SsoSecretView {
  return { id: row.id, site_id: row.siteId, hint: row.hint, created_at: row.createdAt.toISOString() };
}
