import { AppError } from "@/lib/core/app-error";
import { db } from "@/lib/db/client";

import type { ReaderSubject } from "./reader-data-schemas";

type Reader = NonNullable<Awaited<ReturnType<ReturnType<typeof db>["reader"]["findFirst"]>>>;

/** Whom a request names, as stored on one site: the readers that match and the e-mail to look for. */
export type ResolvedSubject = {
  /** Every reader of the site the request names: one by id; by e-mail, all who signed in with it (magic link, SSO). */
  readers: Reader[];
  email: string | null;
  /** What identifies their votes, reactions and flags (a signed-in reader votes as themselves). */
  voterKeys: string[];
};

/**
 * Finds the readers a request names on a site: by id (refused when the site has no such reader),
 * or by e-mail (every reader who signed in with it, however; the e-mail alone still finds imported comments).
 */
export async function findReaderSubject(siteId: string, subject: ReaderSubject): Promise<ResolvedSubject> {
  if (subject.reader_id) {
    const reader = await db().reader.findFirst({ where: { id: subject.reader_id, siteId } });
    if (!reader) throw new AppError("reader_not_found", `No reader ${subject.reader_id} on this site.`);
    return { readers: [reader], email: reader.email?.toLowerCase() ?? null, voterKeys: [reader.id] };
  }
  const email = subject.email!.toLowerCase();
  const readers = await db().reader.findMany({
    where: { siteId, OR: [{ email }, { email: subject.email! }, { identityKey: `email:${email}` }] },
    orderBy: { createdAt: "asc" },
  });
  return { readers, email, voterKeys: readers.map((reader) => reader.id) };
}
