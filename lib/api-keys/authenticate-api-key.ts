import { AppError } from "@/lib/core/app-error";
import { hashSecret } from "@/lib/core/hash-secret";
import { db } from "@/lib/db/client";
import { findApiKeyByHash } from "@/lib/db/find-api-key-by-hash";

import { apiKeyPattern } from "./api-key-format";

/** Who an API key speaks for: one account, in live or test mode. */
export type ApiKeyAuth = { kind: "api_key"; accountId: string; keyId: string; livemode: boolean };

/** How stale a key's "last used" may get: it is written at most about once a minute, not on every request. */
const lastUseResolutionMs = 60_000;

// When this process last wrote each key's "last used" (a bounded map: emptied when it grows large).
const notedAt = new Map<string, number>();

function noteKeyUse(keyId: string): void {
  const now = Date.now();
  if (now - (notedAt.get(keyId) ?? 0) < lastUseResolutionMs) return;
  if (notedAt.size >= 10_000) notedAt.clear();
  notedAt.set(keyId, now);
  // Off the request's path; the condition keeps other processes from writing it again within the minute.
  const stale = new Date(now - lastUseResolutionMs);
  void db()
    .apiKey.updateMany({
      where: { id: keyId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: stale } }] },
      data: { lastUsedAt: new Date(now) },
    })
    .catch((error: unknown) => console.error(`api keys: could not note the use of ${keyId}:`, error));
}

/** Resolves a presented API key, or throws 401-class errors for missing, malformed, unknown or revoked keys. */
export async function authenticateApiKey(presented: string | null): Promise<ApiKeyAuth> {
  if (!presented) {
    throw new AppError("missing_api_key", "Send an API key in the X-API-Key header or as Authorization: Bearer.");
  }
  if (!apiKeyPattern.test(presented)) throw new AppError("invalid_api_key", "The API key is malformed.");
  const row = await findApiKeyByHash(hashSecret(presented));
  if (!row || row.revoked) throw new AppError("invalid_api_key", "The API key is unknown or has been revoked.");
  noteKeyUse(row.id);
  return { kind: "api_key", accountId: row.accountId, keyId: row.id, livemode: row.mode === "live" };
}
