import { AppError } from "@/lib/core/app-error";
import { db } from "@/lib/db/client";

import { findPageThread } from "./find-page-thread";
import type { MailReader } from "./mail-reader";
import type { MailSettings } from "./reader-mail-schemas";

/** The defaults a reader with no subscriber row yet has. */
const defaults = { frequency: "each", replies: "direct", mentions: true, stoppedAt: null } as const;

/** Checks that the session is for the site the request names. */
export function checkReaderSite(reader: MailReader, siteId: string): void {
  if (reader.siteId !== siteId) throw new AppError("forbidden", "This session belongs to another site.");
}

/** A signed-in reader's mail settings on their site, and whether they follow the page given. */
export async function getMailSettings(
  reader: MailReader,
  input: { siteId: string; threadUrl?: string },
): Promise<MailSettings> {
  checkReaderSite(reader, input.siteId);
  const subscriber = await db().subscriber.findUnique({
    where: { readerId: reader.readerId },
    select: { id: true, frequency: true, replies: true, mentions: true, stoppedAt: true },
  });
  const settings = subscriber ?? defaults;
  const thread = input.threadUrl && subscriber ? await findPageThread(input.siteId, input.threadUrl) : null;
  const follow = thread
    ? await db().watch.findUnique({
        where: { subscriberId_key: { subscriberId: subscriber!.id, key: `follow:${thread.id}` } },
        select: { id: true },
      })
    : null;
  return {
    email: reader.email,
    frequency: settings.frequency as MailSettings["frequency"],
    replies: settings.replies as MailSettings["replies"],
    mentions: settings.mentions,
    stopped: settings.stoppedAt !== null,
    following: follow !== null,
  };
}
