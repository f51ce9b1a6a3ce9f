import { AppError } from "@/lib/core/app-error";
import { isIdOf } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";

import { serializeApiKey, type ApiKeyView } from "./serialize-api-key";

/** Revokes one of an account's keys; another account's key is answered as missing. Takes effect on the next request. */
export async function revokeAccountApiKey(accountId: string, keyId: string): Promise<ApiKeyView> {
  const row = isIdOf("ak", keyId) ? await db().apiKey.findUnique({ where: { id: keyId } }) : null;
  if (!row || row.accountId !== accountId)
    throw new AppError("api_key_not_found", `No API key ${keyId} in this account.`);
  const revoked = row.revokedAt
    ? row
    : await db().apiKey.update({ where: { id: row.id }, data: { revokedAt: new Date() } });
  return serializeApiKey(revoked);
}
