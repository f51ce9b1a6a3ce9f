import { readRows } from "./read-rows";

/** An API key as its checks need it. */
export type ApiKeyRow = { id: string; accountId: string; mode: string; revoked: boolean };

/** The API key stored under this hash, or null (every /v1 request with a key runs it: a prepared read). */
export async function findApiKeyByHash(keyHash: string): Promise<ApiKeyRow | null> {
  const [row] = await readRows((q) =>
    q
      .selectFrom("ApiKey")
      .select(["id", "accountId", "mode"])
      .select((eb) => eb("revokedAt", "is not", null).as("revoked"))
      .where("keyHash", "=", keyHash),
  );
  return row ? { ...row, revoked: Boolean(row.revoked) } : null;
}
