import { readRows } from "./read-rows";

/** An API key as its checks need it. */
export type ApiKeyRow = { id: string; accountId: string; mode: string; revoked: boolean };

const byHash = {
  name: "threadline_api_key_by_hash",
  sqlite: `SELECT "id", "accountId", "mode", "revokedAt" IS NOT NULL AS "revoked" FROM "ApiKey" WHERE "keyHash" = ?`,
  postgresql: `SELECT "id", "accountId", "mode", "revokedAt" IS NOT NULL AS "revoked" FROM "ApiKey" WHERE "keyHash" = $1`,
};

/** The API key stored under this hash, or null (every /v1 request with a key runs it: a prepared read). */
export async function findApiKeyByHash(keyHash: string): Promise<ApiKeyRow | null> {
  const [row] = await readRows<ApiKeyRow>(byHash, [keyHash]);
  return row ? { ...row, revoked: Boolean(row.revoked) } : null;
}
