import { AppError } from "@/lib/core/app-error";
import { hashSecret } from "@/lib/core/hash-secret";
import { db } from "@/lib/db/client";
import { apiKeyPattern } from "./api-key-format";

/** Who an API key speaks for: one account, in live or test mode. */
export type ApiKeyAuth = { kind: "api_key"; accountId: string; keyId: string; livemode: boolean };

/** Resolves a presented API key, or throws 401-class errors for missing, malformed, unknown or revoked keys. */
export async function authenticateApiKey(presented: string | null): Promise<ApiKeyAuth> {
  if (!presented) {
    throw new AppError("missing_api_key", "Send an API key in the X-API-Key header or as Authorization: Bearer.");
  }
  if (!apiKeyPattern.test(presented)) throw new AppError("invalid_api_key", "The API key is malformed.");
  const row = await db().apiKey.findUnique({
    where: { keyHash: hashSecret(presented) },
    select: { id: true, accountId: true, mode: true, revokedAt: true },
  });
  if (!row || row.revokedAt) throw new AppError("invalid_api_key", "The API key is unknown or has been revoked.");
  return { kind: "api_key", accountId: row.accountId, keyId: row.id, livemode: row.mode === "live" };
}
