import { readRows } from "./read-rows";
import { defineStatement } from "./sql-builder";

// Recent comments say enough, and the read stays one short index range however prolific the author.
const recentComments = 20;

const byReader = defineStatement((q, p: { siteId: string; authorRef: string }) =>
  q
    .selectFrom("Comment")
    .select(["status"])
    .where("siteId", "=", p.siteId)
    .where("authorRef", "=", p.authorRef)
    .where("livemode", "=", true)
    .orderBy("createdAt", "desc")
    .limit(recentComments),
);

const byGuestIp = defineStatement((q, p: { siteId: string; authorIpHash: string }) =>
  q
    .selectFrom("Comment")
    .select(["status"])
    .where("siteId", "=", p.siteId)
    .where("authorIpHash", "=", p.authorIpHash)
    .where("authorKind", "=", "guest")
    .where("livemode", "=", true)
    .orderBy("createdAt", "desc")
    .limit(recentComments),
);

/**
 * The statuses of an author's most recent live comments on a site, a reader by id or a guest by
 * hashed IP: one prepared read outside Prisma, on the spam filter's path of every new comment.
 */
export async function readAuthorStatuses(
  siteId: string,
  author: { readerId: string } | { guestIpHash: string },
): Promise<string[]> {
  const rows =
    "readerId" in author
      ? await readRows(byReader, { siteId, authorRef: author.readerId })
      : await readRows(byGuestIp, { siteId, authorIpHash: author.guestIpHash });
  return rows.map((row) => row.status);
}
