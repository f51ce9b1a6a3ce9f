import { db } from "@/lib/db/client";

import { serializeApiKey, type ApiKeyView } from "./serialize-api-key";

/** Every API key of an account, oldest first, revoked ones included. */
export async function listApiKeys(accountId: string): Promise<ApiKeyView[]> {
  const rows = await db().apiKey.findMany({ where: { accountId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(serializeApiKey);
}
