import { AppError } from "@/lib/core/app-error";
import { hashSecret } from "@/lib/core/hash-secret";
import { transaction } from "@/lib/db/transaction";

import { createSession } from "./create-session";
import { serializeReader } from "./serialize-reader";

/** Turns the one-time code from a magic link's redirect into a bearer session token, once. */
export async function exchangeSessionCode(code: string, now = new Date()) {
  return transaction(async (tx) => {
    const row = await tx.exchangeCode.findUnique({ where: { codeHash: hashSecret(code) }, include: { reader: true } });
    const invalid = new AppError("invalid_session", "The sign-in code is unknown, used or expired; sign in again.");
    if (!row || row.expiresAt <= now) throw invalid;
    const { count } = await tx.exchangeCode.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (count === 0) throw invalid;
    const session = await createSession(tx, row.reader, now);
    return { token: session.token, expires_at: session.expiresAt.toISOString(), reader: serializeReader(row.reader) };
  });
}
