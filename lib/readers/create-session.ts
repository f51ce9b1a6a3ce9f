import { hashSecret } from "@/lib/core/hash-secret";
import { newId } from "@/lib/core/new-id";
import { randomBase62 } from "@/lib/core/random-base62";
import type { Tx } from "@/lib/db/transaction";

import { sessionTtlMs } from "./session-settings";

/** Starts a session for a reader; the token (`ses_…`) is returned this once and stored only hashed. */
export async function createSession(tx: Tx, reader: { id: string; siteId: string }, now = new Date()) {
  const token = `ses_${randomBase62(43)}`;
  const expiresAt = new Date(now.getTime() + sessionTtlMs());
  await tx.readerSession.create({
    data: { id: newId("ses"), tokenHash: hashSecret(token), readerId: reader.id, siteId: reader.siteId, expiresAt },
  });
  return { token, expiresAt };
}
