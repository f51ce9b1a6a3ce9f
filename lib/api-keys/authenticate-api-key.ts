import { AppError } from "@/lib/core/app-error";
import { hashSecret } from "@/lib/core/hash-secret";
import { db } from "@/lib/db/client";
import { apiKeyPattern } from "./api-key-format";

/** Who an API key speaks for: one account, in live or test mode. */
export type ApiKeyAuth = { kind: "api_key"; accountId: string; keyId: string; livemode: boolean };

/** How stale a key's "last used" may get: it is written at most about once a minute, not on every request. */
const lastUseResolutionMs = 60_000;

function noteKeyUse(keyId: string, lastUsedAt: Date | null): void {
  const now = Date.now();
  if (lastUsedAt && now - lastUsedAt.getTime() < lastUseResolutionMs) return;
  // Off the request's path; the condition keeps concurrent requests from all writing it.
  const stale = new Date(now - lastUseResolutionMs);
  void db()
    .apiKey.updateMany({ where: { id: keyId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: stale } }] }, data: { lastUsedAt: new Date(now) } })
    .catch((error: unknown) => console.error(`api keys: could not note the use of ${keyId}:`, error));
}

/** Resolves a presented API key, or throws 401-class errors for missing, malformed, unknown or revoked keys. */
export async function authenticateApiKey(presented: string | null): Promise<ApiKeyAuth> {
  if (!presented) {
    throw new AppError("missing_api_key", "Send an API key in the X-API-Key header or as Authorization: Bearer.");
  }
  if (!apiKeyPattern.test(presented)) throw new AppError("invalid_api_key", "The API key is malformed.");
  const row = await db().apiKey.findUnique({
    where: { keyHash: hashSecret(presented) },
    select: { id: true, accountId: true, mode: true, revokedAt: true, lastUsedAt: true },
  });
  if (!row || row.revokedAt) throw new AppError("invalid_api_key", "The API key is unknown or has been revoked.");
  noteKeyUse(row.id, row.lastUsedAt);
  return { kind: "api_key", accountId: row.accountId, keyId: row.id, livemode: row.mode === "live" };
}
