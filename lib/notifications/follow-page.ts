import { AppError } from "@/lib/core/app-error";
import { newId } from "@/lib/core/new-id";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { transaction } from "@/lib/db/transaction";
import { findPublicSite } from "@/lib/sites/find-public-site";
import { readEmbedSettings } from "@/lib/sites/site-settings";
import { createThread } from "@/lib/threads/create-thread";
import { normalizeThreadUrl } from "@/lib/threads/normalize-thread-url";

import { ensureSubscriber } from "./ensure-subscriber";
import type { MailReader } from "./mail-reader";
import { askForConfirmation } from "./watch-guest-comment";

/** Who asks to follow: a signed-in reader (from the session), or a guest with the address they typed. */
export type Follower = { reader: MailReader } | { guestEmail: string | undefined };

/**
 * Follows a page: every new visible comment on it is mailed. A signed-in reader follows at once
 * (and un-mutes the page); a guest's follow waits for the link of a confirmation mail, under the
 * rule that an unconfirmed address gets that one mail and nothing else. Answers whether the follow
 * is on now. The page's thread is made if it has no comment yet.
 */
export async function followPage(
  follower: Follower,
  input: { siteId: string; threadUrl: string },
): Promise<{ following: boolean; confirmation: "not_needed" | "required" }> {
  const site = await findPublicSite(input.siteId);
  if (!readEmbedSettings(site.embedJson).reader_notifications)
    throw new AppError("reader_notifications_off", "This site sends readers no e-mail.");
  if ("reader" in follower) {
    if (follower.reader.siteId !== site.id) throw new AppError("forbidden", "This session belongs to another site.");
    if (!follower.reader.email)
      throw new AppError("no_mail_address", "This sign-in has no e-mail address, so there is nowhere to send mail.");
  } else if (!follower.guestEmail) {
    throw new AppError("validation_failed", "email is required to follow a page without signing in.", {
      errors: [{ field: "email", message: "is required to follow without signing in" }],
    });
  }
  const url = normalizeThreadUrl(input.threadUrl);
  const attempt = () =>
    transaction(async (tx) => {
      const thread =
        (await tx.thread.findUnique({
          where: { siteId_livemode_url: { siteId: site.id, livemode: true, url } },
          select: { id: true },
        })) ?? (await createThread(tx, { siteId: site.id, livemode: true, url }));
      const reader = "reader" in follower ? follower.reader : null;
      const subscriber = await ensureSubscriber(tx, {
        siteId: site.id,
        email: reader ? reader.email! : (follower as { guestEmail: string }).guestEmail,
        name: reader?.name ?? "",
        ...(reader ? { readerId: reader.readerId } : {}),
      });
      const now = new Date();
      const key = `follow:${thread.id}`;
      const existing = await tx.watch.findUnique({ where: { subscriberId_key: { subscriberId: subscriber.id, key } } });
      if (!existing)
        await tx.watch.create({
          data: {
            id: newId("wch"),
            subscriberId: subscriber.id,
            siteId: site.id,
            kind: "follow",
            key,
            threadId: thread.id,
            confirmedAt: reader ? now : null,
          },
        });
      else if (reader && !existing.confirmedAt)
        await tx.watch.update({ where: { id: existing.id }, data: { confirmedAt: now } });
      if (reader) {
        await tx.watch.deleteMany({ where: { subscriberId: subscriber.id, key: `mute:${thread.id}` } });
        return { following: true, confirmation: "not_needed" as const };
      }
      if (!existing?.confirmedAt) await askForConfirmation(tx, subscriber, now);
      return { following: false, confirmation: "required" as const };
    });
  try {
    return await attempt();
  } catch (error) {
    // Two first follows (or a follow and a first comment) race to make the page's thread or subscriber.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}
