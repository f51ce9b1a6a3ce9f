import { AppError } from "@/lib/core/app-error";
import { db } from "@/lib/db/client";

import { serializeApiKey, type ApiKeyView } from "./serialize-api-key";

/** Revokes a key named by its id (`ak_…`) or its display prefix; takes effect on the next request. */
export async function revokeApiKey(idOrPrefix: string): Promise<ApiKeyView> {
  const matches = await db().apiKey.findMany({
    where: { OR: [{ id: idOrPrefix }, { prefix: idOrPrefix.replace(/…$/, "") }] },
    take: 2,
  });
  const [match] = matches;
  if (!match) throw new AppError("api_key_not_found", `No API key has the id or prefix ${idOrPrefix}.`);
  if (matches.length > 1) throw new AppError("ambiguous_api_key", "More than one key has that prefix; use the key id.");
  const row = match.revokedAt
    ? match
    : await db().apiKey.update({ where: { id: match.id }, data: { revokedAt: new Date() } });
  return serializeApiKey(row);
}
