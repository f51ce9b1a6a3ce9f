import { AppError } from "@/lib/core/app-error";
import { db } from "@/lib/db/client";

import type { ReaderSubject } from "./reader-data-schemas";

/** Whom a request names, as stored on one site: the reader (if one matches) and the e-mail to look for. */
export type ResolvedSubject = {
  reader: Awaited<ReturnType<ReturnType<typeof db>["reader"]["findFirst"]>>;
  email: string | null;
  /** What identifies their votes, reactions and flags (a signed-in reader votes as themselves). */
  voterKeys: string[];
};

/**
 * Finds the reader a request names on a site: by id (refused when the site has no such reader),
 * or by e-mail (the reader who signed in with it, if any; the e-mail alone still finds imported comments).
 */
export async function findReaderSubject(siteId: string, subject: ReaderSubject): Promise<ResolvedSubject> {
  if (subject.reader_id) {
    const reader = await db().reader.findFirst({ where: { id: subject.reader_id, siteId } });
    if (!reader) throw new AppError("reader_not_found", `No reader ${subject.reader_id} on this site.`);
    return { reader, email: reader.email?.toLowerCase() ?? null, voterKeys: [reader.id] };
  }
  const email = subject.email!.toLowerCase();
  const reader = await db().reader.findFirst({ where: { siteId, OR: [{ email }, { identityKey: `email:${email}` }] } });
  return { reader, email, voterKeys: reader ? [reader.id] : [] };
}
