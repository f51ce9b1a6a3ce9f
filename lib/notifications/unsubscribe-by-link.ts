import { newId } from "@/lib/core/new-id";
import { transaction } from "@/lib/db/transaction";

import { findMailLink } from "./find-mail-link";
import type { UnsubscribeScope } from "./mail-link-schemas";

/**
 * Carries out an unsubscribe link (the RFC 8058 one-click POST, or a button of its page): "site"
 * stops all mail from the site to the address; "thread" stops mail about the mail's page (mutes it
 * and drops a follow). The token is the whole credential: no cookie or sign-in. Using it again
 * changes nothing more. Answers the site's name.
 */
export async function unsubscribeByLink(
  token: string,
  scope: UnsubscribeScope,
  now = new Date(),
): Promise<{ siteName: string; scope: UnsubscribeScope }> {
  const link = await findMailLink(token, "unsubscribe", now);
  const thread = scope === "thread" ? link.thread : null;
  await transaction(async (tx) => {
    await tx.mailToken.updateMany({ where: { id: link.id, usedAt: null }, data: { usedAt: now } });
    if (!thread) {
      await tx.subscriber.updateMany({ where: { id: link.subscriberId, stoppedAt: null }, data: { stoppedAt: now } });
      return;
    }
    await tx.watch.deleteMany({ where: { subscriberId: link.subscriberId, key: `follow:${thread.id}` } });
    const key = `mute:${thread.id}`;
    const muted = await tx.watch.findUnique({ where: { subscriberId_key: { subscriberId: link.subscriberId, key } } });
    if (!muted) {
      const { siteId } = await tx.subscriber.findUniqueOrThrow({
        where: { id: link.subscriberId },
        select: { siteId: true },
      });
      await tx.watch.create({
        data: {
          id: newId("wch"),
          subscriberId: link.subscriberId,
          siteId,
          kind: "mute",
          key,
          threadId: thread.id,
          confirmedAt: now,
        },
      });
    }
  });
  return { siteName: link.siteName, scope: thread ? "thread" : "site" };
}
