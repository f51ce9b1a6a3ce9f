import { readRows } from "./read-rows";
import { defineStatement } from "./sql-builder";

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

const stamp = defineStatement((q, p: { siteId: string; livemode: boolean; url: string }) =>
  q
    .selectFrom("Site as s")
    .leftJoin("Thread as t", (join) =>
      join.onRef("t.siteId", "=", "s.id").on("t.livemode", "=", p.livemode).on("t.url", "=", p.url),
    )
    .select(["s.accountId", "t.id", "t.url", "t.title", "t.locked", "t.commentCount", "t.topLevelCount", "t.version"])
    .where("s.id", "=", p.siteId),
);

/**
 * The site's owner and the thread's stamp (null when it has no such thread yet), or null when there
 * is no such site: one prepared read, run before every thread read to validate cached pages.
 */
export async function findThreadStamp(
  siteId: string,
  livemode: boolean,
  url: string,
): Promise<{ accountId: string; thread: ThreadStamp | null } | null> {
  const [row] = await readRows(stamp, { siteId, livemode, url });
  if (!row) return null;
  const { accountId, id, url: threadUrl, locked, commentCount, topLevelCount, version, title } = row;
  if (id === null || threadUrl === null || commentCount === null || topLevelCount === null || version === null) {
    return { accountId, thread: null };
  }
  return {
    accountId,
    thread: { id, url: threadUrl, title, locked: Boolean(locked), commentCount, topLevelCount, version },
  };
}
