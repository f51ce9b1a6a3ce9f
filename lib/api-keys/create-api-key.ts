import { hashSecret } from "@/lib/core/hash-secret";
import { newId } from "@/lib/core/new-id";
import { parseDisplayName } from "@/lib/core/parse-display-name";
import { randomBase62 } from "@/lib/core/random-base62";
import { db } from "@/lib/db/client";
import type { Tx } from "@/lib/db/transaction";

import { displayPrefixOf, maxApiKeyNameLength, type KeyMode } from "./api-key-format";
import { serializeApiKey, type ApiKeyView } from "./serialize-api-key";

/** Creates an API key for an account; the full key is returned this once and stored only hashed. */
export async function createApiKey(
  accountId: string,
  input: { mode: KeyMode; name?: string },
  tx: Tx = db(),
): Promise<ApiKeyView & { key: string }> {
  const key = `key_${input.mode}_${randomBase62(40)}`;
  const row = await tx.apiKey.create({
    data: {
      id: newId("ak"),
      accountId,
      mode: input.mode,
      keyHash: hashSecret(key),
      prefix: displayPrefixOf(key),
      name: input.name === undefined ? null : parseDisplayName(input.name, maxApiKeyNameLength, "name"),
    },
  });
  return { ...serializeApiKey(row), key };
}
