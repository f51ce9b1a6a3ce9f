import { readRows } from "./read-rows";
import { defineStatement } from "./sql-builder";

/** An API key as its checks need it. */
export type ApiKeyRow = { id: string; accountId: string; mode: string; revoked: boolean };

const byHash = defineStatement((q, p: { keyHash: string }) =>
  q
    .selectFrom("ApiKey")
    .select(["id", "accountId", "mode"])
    .select((eb) => eb("revokedAt", "is not", null).as("revoked"))
    .where("keyHash", "=", p.keyHash),
);

/** The API key stored under this hash, or null (every /v1 request with a key runs it: a prepared read). */
export async function findApiKeyByHash(keyHash: string): Promise<ApiKeyRow | null> {
  const [row] = await readRows(byHash, { keyHash });
  return row ? { ...row, revoked: Boolean(row.revoked) } : null;
}
