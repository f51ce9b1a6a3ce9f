import { AppError } from "@/lib/core/app-error";
import { hashSecret } from "@/lib/core/hash-secret";
import { newId } from "@/lib/core/new-id";
import { randomBase62 } from "@/lib/core/random-base62";
import { db } from "@/lib/db/client";
import { sendMail } from "@/lib/mail/send-mail";
import type { ReaderAuth } from "@/lib/readers/client-auth";

/** How long the e-mailed confirmation link works. */
export const dataRequestTtlMs = 60 * 60_000;

/** What a reader may ask for about themselves. */
export type OwnDataKind = "export" | "erase";

const subjects: Record<OwnDataKind, string> = {
  export: "Your data on {site}: confirm the download",
  erase: "Erase your data on {site}: confirm",
};
const bodies: Record<OwnDataKind, string> = {
  export: "You asked for a copy of everything {site} keeps about you in its comments. Follow this link to download it:",
  erase:
    "You asked {site} to erase your comments' words and name, your votes and reactions, and your e-mail address. Follow this link to confirm:",
};

/**
 * A signed-in reader asks for their own data or its erasure from the widget: nothing happens until
 * they follow the link e-mailed to their address (proof that the request is theirs), within an hour.
 */
export async function requestOwnData(
  auth: ReaderAuth,
  kind: OwnDataKind,
  baseUrl: string,
  now = new Date(),
): Promise<{ status: "sent"; expires_in_seconds: number }> {
  const reader = await db().reader.findUnique({
    where: { id: auth.readerId },
    include: { site: { select: { name: true } } },
  });
  if (!reader?.email) {
    throw new AppError(
      "email_required",
      "Your sign-in has no e-mail address to confirm this with: ask the site's owner directly.",
    );
  }
  const token = `rdt_${randomBase62(43)}`;
  await db().readerDataRequest.create({
    data: {
      id: newId("rdq"),
      tokenHash: hashSecret(token),
      readerId: reader.id,
      siteId: reader.siteId,
      kind,
      expiresAt: new Date(now.getTime() + dataRequestTtlMs),
    },
  });
  const site = reader.site.name;
  const link = `${baseUrl}/reader-data/confirm?token=${token}`;
  await sendMail({
    to: reader.email,
    subject: subjects[kind].replace("{site}", site),
    text: `${bodies[kind].replace("{site}", site)}\n\n${link}\n\nIt works once, for an hour. If you did not ask for this, ignore this e-mail: nothing happens without the link.`,
  });
  return { status: "sent", expires_in_seconds: dataRequestTtlMs / 1000 };
}
