import { AppError } from "@/lib/core/app-error";
import { hashSecret } from "@/lib/core/hash-secret";
import { newId } from "@/lib/core/new-id";
import { randomBase62 } from "@/lib/core/random-base62";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";

import { createSession } from "./create-session";
import { upsertReader } from "./upsert-reader";

/** How long the one-time code in the fragment may be exchanged. */
const exchangeCodeTtlMs = 5 * 60_000;

/** Where to send the browser, and the cookie session when the link worked. */
export type MagicLinkOutcome = { redirectTo: string; session: { token: string; expiresAt: Date } | null };

/**
 * Follows a magic link, once: signs the reader in (a cookie session, and a one-time code for the
 * widget in the thread URL's fragment). A used or expired link goes back to the thread with
 * `#threadline_error=…`; a link of another site, or none, is `magic_link_not_found`.
 */
export async function verifyMagicLink(
  input: { token: string; site_id: string },
  now = new Date(),
): Promise<MagicLinkOutcome> {
  const link = await db().magicLink.findUnique({ where: { tokenHash: hashSecret(input.token) } });
  if (!link || link.siteId !== input.site_id)
    throw new AppError("magic_link_not_found", "This sign-in link is not valid.");
  if (link.expiresAt <= now) return { redirectTo: `${link.threadUrl}#threadline_error=link_expired`, session: null };
  return transaction(async (tx) => {
    // Only one follower of the link wins, however many arrive at once.
    const { count } = await tx.magicLink.updateMany({ where: { id: link.id, usedAt: null }, data: { usedAt: now } });
    if (count === 0) return { redirectTo: `${link.threadUrl}#threadline_error=link_used`, session: null };
    const existing = await tx.reader.findUnique({
      where: { siteId_identityKey: { siteId: link.siteId, identityKey: `email:${link.email}` } },
    });
    const reader = await upsertReader(tx, {
      siteId: link.siteId,
      identityKey: `email:${link.email}`,
      mode: "magic_link",
      email: link.email,
      name: link.name ?? existing?.name ?? "Reader",
      avatarUrl: existing?.avatarUrl ?? null,
    });
    const session = await createSession(tx, reader, now);
    const code = `sic_${randomBase62(32)}`;
    await tx.exchangeCode.create({
      data: {
        id: newId("xc"),
        codeHash: hashSecret(code),
        readerId: reader.id,
        expiresAt: new Date(now.getTime() + exchangeCodeTtlMs),
      },
    });
    return { redirectTo: `${link.threadUrl}#threadline_code=${code}`, session };
  });
}
