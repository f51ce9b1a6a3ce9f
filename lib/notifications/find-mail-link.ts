import { AppError } from "@/lib/core/app-error";
import { hashSecret } from "@/lib/core/hash-secret";
import { db } from "@/lib/db/client";

import type { MailTokenPurpose } from "./issue-mail-token";

/** A mail link as its page shows it: whose, for what, on which site and page; never the address in full. */
export type MailLink = {
  id: string;
  subscriberId: string;
  siteName: string;
  maskedEmail: string;
  thread: { id: string; url: string; title: string | null } | null;
  stopped: boolean;
  usedAt: Date | null;
};

/** "ada@example.com" → "a••@example.com": enough for its owner to recognise, little for anyone else. */
function mask(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"•".repeat(Math.min(Math.max(local.length - 1, 2), 6))}@${domain}`;
}

/**
 * The live link a token stands for, for one purpose only (a confirmation token cannot unsubscribe
 * and the reverse): found by the token's hash; expired, unknown or wrong-purpose tokens are all
 * `invalid_mail_link`. Reading it changes nothing.
 */
export async function findMailLink(token: string, purpose: MailTokenPurpose, now = new Date()): Promise<MailLink> {
  const row = await db().mailToken.findUnique({
    where: { tokenHash: hashSecret(token) },
    include: { subscriber: { select: { email: true, stoppedAt: true, site: { select: { name: true } } } } },
  });
  if (!row || row.purpose !== purpose || row.expiresAt <= now)
    throw new AppError("invalid_mail_link", "This link has expired or does not exist.");
  const thread = row.threadId
    ? await db().thread.findUnique({ where: { id: row.threadId }, select: { id: true, url: true, title: true } })
    : null;
  return {
    id: row.id,
    subscriberId: row.subscriberId,
    siteName: row.subscriber.site.name,
    maskedEmail: mask(row.subscriber.email),
    thread,
    stopped: row.subscriber.stoppedAt !== null,
    usedAt: row.usedAt,
  };
}
