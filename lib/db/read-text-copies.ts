import { readRows } from "./read-rows";
import { defineStatement } from "./sql-builder";

const copies = defineStatement((q, p: { siteId: string; textHash: string; since: Date }) =>
  q
    .selectFrom("Comment")
    .select(["threadId", "createdAt"])
    .where("siteId", "=", p.siteId)
    .where("textHash", "=", p.textHash)
    .where("createdAt", ">", p.since)
    .orderBy("createdAt", "desc")
    .limit(20),
);

/**
 * The site's latest comments with the same folded text since a time (at most 20), on the spam
 * filter's path of every new comment: one prepared read outside Prisma.
 */
export async function readTextCopies(
  siteId: string,
  textHash: string,
  since: Date,
): Promise<{ threadId: string; createdAt: Date }[]> {
  const rows = await readRows(copies, { siteId, textHash, since });
  return rows.map((row) => ({ threadId: row.threadId, createdAt: new Date(row.createdAt) }));
}
