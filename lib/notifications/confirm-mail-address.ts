import { AppError } from "@/lib/core/app-error";
import { transaction } from "@/lib/db/transaction";

import { findMailLink } from "./find-mail-link";

/**
 * Uses a confirmation link (once: a compare-and-set on its use): the address counts as confirmed,
 * and every watch that waited for it (replies to the guest's comments, follows) starts. A used or
 * expired link is refused. Answers the site's name and how many watches started.
 */
export async function confirmMailAddress(
  token: string,
  now = new Date(),
): Promise<{ siteName: string; started: number }> {
  const link = await findMailLink(token, "confirm", now);
  if (link.usedAt) throw new AppError("invalid_mail_link", "This link was already used.");
  return transaction(async (tx) => {
    const { count } = await tx.mailToken.updateMany({ where: { id: link.id, usedAt: null }, data: { usedAt: now } });
    if (count === 0) throw new AppError("invalid_mail_link", "This link was already used.");
    await tx.subscriber.updateMany({ where: { id: link.subscriberId, confirmedAt: null }, data: { confirmedAt: now } });
    const started = await tx.watch.updateMany({
      where: { subscriberId: link.subscriberId, confirmedAt: null, createdAt: { lte: now } },
      data: { confirmedAt: now },
    });
    return { siteName: link.siteName, started: started.count };
  });
}
