import { hashSecret } from "@/lib/core/hash-secret";
import { db } from "@/lib/db/client";

/** The site whose reader a sign-in code belongs to, which the exchange must come from; undefined when unknown. */
export async function findExchangeCodeSiteId(code: string): Promise<string | undefined> {
  const row = await db().exchangeCode.findUnique({
    where: { codeHash: hashSecret(code) },
    select: { reader: { select: { siteId: true } } },
  });
  return row?.reader.siteId;
}
