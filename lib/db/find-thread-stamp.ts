import { readRows } from "./read-rows";

/** A thread's state as its pages show it, with the version its comments are at. */
export type ThreadStamp = {
  id: string;
  url: string;
  title: string | null;
  locked: boolean;
  commentCount: number;
  topLevelCount: number;
  version: number;
};

const stamp = {
  name: "threadline_thread_stamp",
  sqlite: `SELECT s."accountId", t."id", t."url", t."title", t."locked", t."commentCount", t."topLevelCount", t."version"
    FROM "Site" s LEFT JOIN "Thread" t ON t."siteId" = s."id" AND t."livemode" = ? AND t."url" = ? WHERE s."id" = ?`,
  postgresql: `SELECT s."accountId", t."id", t."url", t."title", t."locked", t."commentCount", t."topLevelCount", t."version"
    FROM "Site" s LEFT JOIN "Thread" t ON t."siteId" = s."id" AND t."livemode" = $1 AND t."url" = $2 WHERE s."id" = $3`,
};

type Row = Omit<ThreadStamp, "id" | "locked"> & { accountId: string; id: string | null; locked: boolean | number };

/**
 * The site's owner and the thread's stamp (null when it has no such thread yet), or null when there
 * is no such site: one prepared read, run before every thread read to validate cached pages.
 */
export async function findThreadStamp(
  siteId: string,
  livemode: boolean,
  url: string,
): Promise<{ accountId: string; thread: ThreadStamp | null } | null> {
  const [row] = await readRows<Row>(stamp, [livemode, url, siteId]);
  if (!row) return null;
  const { accountId, id, locked, ...rest } = row;
  return { accountId, thread: id === null ? null : { ...rest, id, locked: Boolean(locked) } };
}
