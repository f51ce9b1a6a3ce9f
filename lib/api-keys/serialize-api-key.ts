import type { ApiKeyRow } from "@/lib/db/model-types";

/** An API key as shown after creation: never the key itself, only its display prefix. */
export type ApiKeyView = {
  id: string;
  account_id: string;
  mode: string;
  prefix: string;
  name: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

/** Turns a stored key into its public shape. */
export function serializeApiKey(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    account_id: row.accountId,
    mode: row.mode,
    prefix: row.prefix,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}
