import { expect } from "vitest";

import { newId } from "@/lib/core/new-id";

import { queryDatabase } from "./query-database";

/** How many levels answers nest `replies` (docs/api.md, Reply depth); deeper ones come flat at this level. */
export const maxNestedLevels = 20;

/** A comment as the API answers it, as far as these checks look. */
export type Comment = { id: string; parent_id: string | null; deleted: boolean; status: string; replies: Comment[] };

/**
 * Checks that `top` answers the chain `ids` (ids[0] is `top`) in the documented shape: one reply
 * per level down to the 20th, whose `replies` hold every deeper comment flattened, in chain order.
 */
export function expectChainShape(top: Comment, ids: string[]): void {
  let node = top;
  for (let level = 0; level < Math.min(maxNestedLevels, ids.length - 1); level++) {
    expect(node.id).toBe(ids[level]);
    expect(node.replies.map((r) => r.id)).toEqual([ids[level + 1]]);
    node = node.replies[0]!;
  }
  if (ids.length <= maxNestedLevels + 1) {
    expect(node.replies).toEqual([]);
    return;
  }
  expect(node.id).toBe(ids[maxNestedLevels]);
  expect(node.replies.map((r) => r.id)).toEqual(ids.slice(maxNestedLevels + 1));
  node.replies.forEach((reply, index) => {
    expect(reply.parent_id).toBe(ids[maxNestedLevels + index]);
    expect(reply.replies).toEqual([]);
  });
}

/** Every comment of an answered tree, depth first (iteratively: the tree may be large). */
export function allOf(roots: Comment[]): Comment[] {
  const out: Comment[] = [];
  const stack = [...roots].reverse();
  while (stack.length) {
    const comment = stack.pop()!;
    out.push(comment);
    for (let i = comment.replies.length - 1; i >= 0; i--) stack.push(comment.replies[i]!);
  }
  return out;
}

/**
 * Stores a chain of `length` replies under the top-level comment `root` in one statement, as an
 * import would: root id, depth, listing and every counter consistent with the rows. `deleted`
 * picks the depths stored as deleted placeholders. Returns the chain's ids, root first.
 */
export async function storeChain(
  databaseUrl: string,
  root: { id: string; site_id: string; thread_id: string; created_at: string },
  length: number,
  deleted = (_depth: number) => false,
) {
  const ids = [root.id, ...Array.from({ length }, () => newId("cmt"))];
  const start = Date.parse(root.created_at);
  const at = (depth: number) => `'${new Date(start + depth).toISOString().replace("Z", "+00:00")}'`;
  const rows = ids.slice(1).map((id, index) => {
    const depth = index + 1;
    const gone = deleted(depth);
    const last = depth === length;
    const content = gone ? "''" : `'reply at depth ${depth}'`;
    const html = gone ? "''" : `'<p>reply at depth ${depth}</p>'`;
    return `('${id}', '${root.thread_id}', '${root.site_id}', true, '${root.id}', '${ids[index]}', ${depth}, '${gone ? "" : "Importer"}', 'api', ${content}, ${html}, '${gone ? "deleted" : "approved"}', true, ${last ? 0 : 1}, ${at(depth)}, ${at(depth)}, ${gone ? at(depth) : "NULL"})`;
  });
  await queryDatabase(
    databaseUrl,
    `INSERT INTO "Comment" ("id", "threadId", "siteId", "livemode", "rootId", "parentId", "depth", "authorName", "authorKind", "content", "contentHtml", "status", "listed", "replyCount", "createdAt", "updatedAt", "deletedAt") VALUES ${rows.join(", ")}`,
  );
  const approved = Array.from({ length }, (_, index) => index + 1).filter((depth) => !deleted(depth)).length;
  await queryDatabase(databaseUrl, `UPDATE "Comment" SET "replyCount" = "replyCount" + 1 WHERE "id" = $1`, [root.id]);
  await queryDatabase(
    databaseUrl,
    `UPDATE "Thread" SET "commentCount" = "commentCount" + $1, "lastActivityAt" = ${at(length)} WHERE "id" = $2`,
    [approved, root.thread_id],
  );
  return ids;
}
