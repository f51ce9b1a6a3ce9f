import { queryDatabase } from "./query-database";

// Rows are read field by field in the tests.
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- rows of a raw query

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** A site's threads and comments as stored, in a stable order and comparable across databases (ids left out). */
export async function siteSnapshot(databaseUrl: string, siteId: string): Promise<{ threads: Row[]; comments: Row[] }> {
  const threads = await queryDatabase(
    databaseUrl,
    `SELECT "url", "title", "locked", "commentCount", "topLevelCount", "lastActivityAt" FROM "Thread" WHERE "siteId" = $1 ORDER BY "url"`,
    [siteId],
  );
  const comments = await queryDatabase(
    databaseUrl,
    `SELECT c."id", c."parentId", c."sourceId", p."sourceId" AS "parentSourceId", t."url", c."status", c."listed", c."replyCount", c."depth", c."content", c."authorName",
       c."authorEmail", c."createdAt", c."upvotes", c."reactionFunny", c."editedAt"
     FROM "Comment" c JOIN "Thread" t ON t."id" = c."threadId" LEFT JOIN "Comment" p ON p."id" = c."parentId"
     WHERE c."siteId" = $1 ORDER BY c."createdAt", c."sourceId"`,
    [siteId],
  );
  return {
    threads: threads.map((t) => ({ ...t, locked: Boolean(t.locked), lastActivityAt: iso(t.lastActivityAt) })),
    comments: comments.map((c) => ({
      ...c,
      listed: Boolean(c.listed),
      createdAt: iso(c.createdAt),
      editedAt: iso(c.editedAt),
    })),
  };
}

/**
 * Checks every stored counter of a site against its comments: each comment's listed replies, its
 * own listing (approved, or a deleted placeholder with listed replies), each thread's counts.
 */
export async function counterMismatches(databaseUrl: string, siteId: string): Promise<string[]> {
  const comments = await queryDatabase(
    databaseUrl,
    `SELECT "id", "threadId", "parentId", "status", "listed", "replyCount" FROM "Comment" WHERE "siteId" = $1`,
    [siteId],
  );
  const threads = await queryDatabase(
    databaseUrl,
    `SELECT "id", "commentCount", "topLevelCount" FROM "Thread" WHERE "siteId" = $1`,
    [siteId],
  );
  const wrong: string[] = [];
  for (const c of comments) {
    const listedReplies = comments.filter((r) => r.parentId === c.id && Boolean(r.listed)).length;
    if (Number(c.replyCount) !== listedReplies)
      wrong.push(`${c.id} replyCount ${c.replyCount}, ${listedReplies} listed replies`);
    const shouldList = c.status === "approved" || (c.status === "deleted" && listedReplies > 0);
    if (Boolean(c.listed) !== shouldList)
      wrong.push(`${c.id} listed ${c.listed} as ${c.status} with ${listedReplies} listed replies`);
  }
  for (const t of threads) {
    const own = comments.filter((c) => c.threadId === t.id);
    const approved = own.filter((c) => c.status === "approved").length;
    const topLevel = own.filter((c) => !c.parentId && Boolean(c.listed)).length;
    if (Number(t.commentCount) !== approved) wrong.push(`${t.id} commentCount ${t.commentCount}, ${approved} approved`);
    if (Number(t.topLevelCount) !== topLevel)
      wrong.push(`${t.id} topLevelCount ${t.topLevelCount}, ${topLevel} listed top-level`);
  }
  return wrong;
}
