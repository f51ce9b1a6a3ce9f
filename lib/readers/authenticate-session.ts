import { AppError } from "@/lib/core/app-error";
import { hashSecret } from "@/lib/core/hash-secret";
import { db } from "@/lib/db/client";

import type { ReaderAuth } from "./client-auth";
import { sessionTokenPattern } from "./session-settings";

/** Resolves a session token to its reader, or throws `invalid_session` (401) if it is unknown, ended or expired. */
export async function authenticateSession(
  token: string,
  via: ReaderAuth["via"],
  now = new Date(),
): Promise<ReaderAuth> {
  const session = sessionTokenPattern.test(token)
    ? await db().readerSession.findUnique({ where: { tokenHash: hashSecret(token) }, include: { reader: true } })
    : null;
  if (!session)
    throw new AppError("invalid_session", "The session is unknown; sign in again.", { members: { reason: "unknown" } });
  if (session.revokedAt || session.expiresAt <= now) {
    throw new AppError("invalid_session", "The session has ended or expired; sign in again.", {
      members: { reason: "ended" },
    });
  }
  return {
    kind: "reader",
    readerId: session.readerId,
    siteId: session.siteId,
    sessionId: session.id,
    name: session.reader.name,
    email: session.reader.email,
    mode: session.reader.mode as ReaderAuth["mode"],
    avatarUrl: session.reader.avatarUrl,
    expiresAt: session.expiresAt,
    via,
  };
}
