import { db } from "@/lib/db/client";
import { sendMail } from "@/lib/mail/send-mail";
import { readSiteSettings } from "@/lib/sites/site-settings";

import { composeConfirmationMail } from "./compose-confirmation-mail";
import { describeMailError } from "./describe-mail-error";
import { isAddressSuppressed } from "./is-address-suppressed";
import { issueMailToken } from "./issue-mail-token";
import { mailLinks } from "./mail-links";
import type { ReaderMailConfig } from "./reader-mail-config";

const batch = 20;

/** What the waiting watches ask for: replies to a comment, or a followed page, each with its page. */
async function describeAsked(subscriberId: string): Promise<Array<{ kind: "comment" | "follow"; page: string }>> {
  const watches = await db().watch.findMany({
    where: { subscriberId, confirmedAt: null, kind: { in: ["comment", "follow"] } },
    select: { kind: true, thread: { select: { url: true, title: true } } },
    orderBy: { createdAt: "asc" },
    take: 10,
  });
  return watches.map(({ kind, thread }) => ({
    kind: kind === "comment" ? ("comment" as const) : ("follow" as const),
    page: thread.title || thread.url,
  }));
}

/**
 * One pass of the confirmation sender: each subscriber owed a confirmation (confirmDueAt) is
 * claimed by clearing it with a compare-and-set (one instance wins), and gets the mail, unless a
 * link already on its way still works (the waiting watches ride on that one) or the address is
 * suppressed. An unconfirmed address gets this mail once in its life. Answers how many went out.
 */
export async function sendDueConfirmations(config: ReaderMailConfig): Promise<number> {
  const now = new Date();
  const owed = await db().subscriber.findMany({
    where: { confirmDueAt: { lte: now } },
    select: { id: true, confirmDueAt: true },
    take: batch,
  });
  let sent = 0;
  for (const { id, confirmDueAt } of owed) {
    const { count } = await db().subscriber.updateMany({
      where: { id, confirmDueAt },
      data: { confirmDueAt: null },
    });
    if (count === 0) continue;
    const subscriber = await db().subscriber.findUniqueOrThrow({
      where: { id },
      include: {
        site: { select: { name: true, accountId: true, themeJson: true, embedJson: true, moderationJson: true } },
      },
    });
    if (!subscriber.confirmedAt && subscriber.confirmSentAt) continue;
    const open = await db().mailToken.findFirst({
      where: { subscriberId: id, purpose: "confirm", usedAt: null, expiresAt: { gt: now } },
      select: { id: true },
    });
    if (open || (await isAddressSuppressed(subscriber.site.accountId, subscriber.email))) continue;
    const asked = await describeAsked(id);
    if (asked.length === 0) continue;
    const settings = readSiteSettings(subscriber.site);
    const token = await issueMailToken({
      subscriberId: id,
      purpose: "confirm",
      expiresAt: new Date(now.getTime() + config.confirmTtlMs),
    });
    await db().subscriber.update({ where: { id }, data: { confirmSentAt: now } });
    try {
      await sendMail(
        composeConfirmationMail({
          to: subscriber.email,
          site: { name: subscriber.site.name, accentColor: settings.theme.accent_color, locale: settings.theme.locale },
          asked,
          confirmUrl: mailLinks(token).confirm,
          hours: Math.round(config.confirmTtlMs / 3_600_000),
        }),
      );
      sent++;
    } catch (error) {
      // Not sent: the address may be owed it again on the next pass.
      console.error(`reader mail: confirmation to subscriber ${id} failed: ${describeMailError(error)}`);
      await db().mailToken.deleteMany({ where: { subscriberId: id, purpose: "confirm", usedAt: null } });
      await db().subscriber.update({
        where: { id },
        data: { confirmSentAt: subscriber.confirmSentAt, confirmDueAt: new Date(Date.now() + 60_000) },
      });
    }
  }
  return sent;
}
