import { AppError } from "@/lib/core/app-error";
import { db } from "@/lib/db/client";

import { ensureSubscriber } from "./ensure-subscriber";
import { checkReaderSite, getMailSettings } from "./get-mail-settings";
import type { MailReader } from "./mail-reader";
import type { MailSettings, MailSettingsBody } from "./reader-mail-schemas";

/**
 * Changes a signed-in reader's own mail settings on their site (the reader comes from the session,
 * so no input reaches anyone else's). Choosing to get mail sooner brings forward what waits:
 * "each" makes waiting digest items due now. Readers without an address have nothing to set.
 */
export async function setMailSettings(reader: MailReader, body: MailSettingsBody): Promise<MailSettings> {
  checkReaderSite(reader, body.site_id);
  if (!reader.email)
    throw new AppError("no_mail_address", "This sign-in has no e-mail address, so there is no mail to set up.");
  const subscriber = await ensureSubscriber(db(), {
    siteId: reader.siteId,
    email: reader.email,
    name: reader.name,
    readerId: reader.readerId,
  });
  await db().subscriber.update({
    where: { id: subscriber.id },
    data: {
      ...(body.frequency ? { frequency: body.frequency } : {}),
      ...(body.replies ? { replies: body.replies } : {}),
      ...(body.mentions !== undefined ? { mentions: body.mentions } : {}),
      ...(body.stopped !== undefined ? { stoppedAt: body.stopped ? new Date() : null } : {}),
    },
  });
  if (body.frequency === "each")
    await db().readerNotice.updateMany({
      where: { subscriberId: subscriber.id, sentAt: null, dueAt: { gt: new Date() } },
      data: { dueAt: new Date() },
    });
  return getMailSettings(reader, { siteId: body.site_id });
}
