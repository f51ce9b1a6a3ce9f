import { hashSecret } from "@/lib/core/hash-secret";
import { db } from "@/lib/db/client";

/** Ends one dashboard session, named by its cookie's token (stored only as a hash). */
export async function endMemberSession(sessionToken: string): Promise<void> {
  await db().memberSession.deleteMany({ where: { tokenHash: hashSecret(sessionToken) } });
}
