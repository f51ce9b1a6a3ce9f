import { db } from "@/lib/db/client";

import { findPageThread } from "./find-page-thread";
import { checkReaderSite } from "./get-mail-settings";
import type { MailReader } from "./mail-reader";

/** Stops a signed-in reader following a page (nothing happens when they did not). */
export async function unfollowPage(reader: MailReader, input: { siteId: string; threadUrl: string }): Promise<void> {
  checkReaderSite(reader, input.siteId);
  const thread = await findPageThread(input.siteId, input.threadUrl);
  const subscriber = await db().subscriber.findUnique({ where: { readerId: reader.readerId }, select: { id: true } });
  if (!thread || !subscriber) return;
  await db().watch.deleteMany({ where: { subscriberId: subscriber.id, key: `follow:${thread.id}` } });
}
