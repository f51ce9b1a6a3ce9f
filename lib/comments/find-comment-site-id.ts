import { isIdOf } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";

/** The site of a live comment, which a browser's change to it must come from; undefined when there is none. */
export async function findCommentSiteId(commentId: string): Promise<string | undefined> {
  if (!isIdOf("cmt", commentId)) return undefined;
  const row = await db().comment.findUnique({ where: { id: commentId }, select: { siteId: true, livemode: true } });
  return row?.livemode ? row.siteId : undefined;
}
