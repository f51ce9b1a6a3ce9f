import { countNewComment } from "@/lib/comments/count-new-comment";
import { newId } from "@/lib/core/new-id";
import { insertCommentRow } from "@/lib/db/insert-comment-row";
import { transaction, type Tx } from "@/lib/db/transaction";

import type { ImportContext } from "./import-context";
import type { ImportRejected } from "./import-records";
import type { PreparedComment } from "./prepare-import-comment";

/** What a batch did: comments written and found already imported, threads created, comments refused or waiting for their parent. */
export type BatchOutcome = {
  imported: number;
  unchanged: number;
  threadsCreated: number;
  failed: ImportRejected[];
  waiting: PreparedComment[];
};

type Parent = { id: string; rootId: string; depth: number; threadId: string };

async function findThreadId(
  tx: Tx,
  context: ImportContext,
  created: Map<string, string>,
  item: PreparedComment,
): Promise<{ id: string; created: boolean }> {
  const known = context.threadIds.get(item.url) ?? created.get(item.url);
  if (known) return { id: known, created: false };
  const where = { siteId_livemode_url: { siteId: context.siteId, livemode: context.livemode, url: item.url } };
  const existing = await tx.thread.findUnique({ where, select: { id: true } });
  if (existing) {
    created.set(item.url, existing.id);
    return { id: existing.id, created: false };
  }
  const data = {
    id: newId("thr"),
    siteId: context.siteId,
    livemode: context.livemode,
    url: item.url,
    title: item.thread.title,
    locked: item.thread.locked,
  };
  const at = item.record.createdAt;
  const thread = await tx.thread.create({ data: { ...data, createdAt: at, lastActivityAt: at }, select: { id: true } });
  created.set(item.url, thread.id);
  return { id: thread.id, created: true };
}

async function writeComment(
  tx: Tx,
  context: ImportContext,
  item: PreparedComment,
  threadId: string,
  parent: Parent | null,
): Promise<Parent> {
  const r = item.record;
  const id = newId("cmt");
  const row = await insertCommentRow(tx, {
    id,
    threadId,
    siteId: context.siteId,
    livemode: context.livemode,
    rootId: parent ? parent.rootId : id,
    parentId: parent?.id ?? null,
    depth: parent ? parent.depth + 1 : 0,
    authorName: r.authorName,
    authorKind: "import",
    authorRef: null,
    authorIpHash: null,
    content: r.content,
    contentHtml: item.contentHtml,
    status: r.status,
    listed: r.status === "approved",
    createdAt: r.createdAt,
    sourceId: r.sourceId,
    authorEmail: r.authorEmail,
    spamScore: null,
    spamReasons: null,
    textHash: null,
  });
  const { funny, interesting, insightful } = r.reactions;
  if (r.upvotes || funny || interesting || insightful || r.editedAt || r.status === "deleted") {
    const data = {
      upvotes: r.upvotes,
      reactionFunny: funny,
      reactionInteresting: interesting,
      reactionInsightful: insightful,
      editedAt: r.editedAt,
    };
    await tx.comment.update({
      where: { id },
      data: { ...data, deletedAt: r.status === "deleted" ? r.createdAt : null },
    });
  }
  await countNewComment(tx, row);
  return { id, rootId: row.rootId, depth: row.depth, threadId };
}

/**
 * Writes a batch of imported comments in one transaction: a comment whose source id the site
 * already has is left as it is; a reply waits until its parent is written (earlier in the batch,
 * in an earlier batch, or in a later one); threads are created on their first comment. Counters
 * move as for any new comment; a thread's latest activity becomes its newest comment's time.
 */
export async function writeImportBatch(context: ImportContext, items: PreparedComment[]): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { imported: 0, unchanged: 0, threadsCreated: 0, failed: [], waiting: [] };
  const createdThreads = new Map<string, string>();
  await transaction(async (tx) => {
    Object.assign(outcome, { imported: 0, unchanged: 0, threadsCreated: 0, failed: [], waiting: [] });
    createdThreads.clear();
    const scope = { siteId: context.siteId, livemode: context.livemode };
    const sourceIds = items.map((item) => item.record.sourceId);
    const existing = await tx.comment.findMany({
      where: { ...scope, sourceId: { in: sourceIds } },
      select: { sourceId: true },
    });
    const done = new Set(existing.map((row) => row.sourceId!));
    const parentIds = [
      ...new Set(items.map((item) => item.record.parentSourceId).filter((id): id is string => Boolean(id))),
    ];
    const stored = await tx.comment.findMany({
      where: { ...scope, sourceId: { in: parentIds } },
      select: { id: true, rootId: true, depth: true, threadId: true, sourceId: true },
    });
    const parents = new Map<string, Parent>(stored.map((row) => [row.sourceId!, row]));
    let pending = items;
    // Passes over the batch until none of what is left can be written: a reply may come before its parent.
    for (let progress = true; progress && pending.length;) {
      progress = false;
      const later: PreparedComment[] = [];
      for (const item of pending) {
        const r = item.record;
        if (done.has(r.sourceId)) {
          outcome.unchanged++;
          progress = true;
          continue;
        }
        const parent = r.parentSourceId ? parents.get(r.parentSourceId) : null;
        if (parent === undefined) {
          later.push(item);
          continue;
        }
        const thread = await findThreadId(tx, context, createdThreads, item);
        if (thread.created) outcome.threadsCreated++;
        if (parent && parent.threadId !== thread.id) {
          outcome.failed.push({
            kind: "rejected",
            line: r.line,
            sourceId: r.sourceId,
            code: "parent_in_other_thread",
            message: `the comment's parent ${r.parentSourceId} is in another thread`,
          });
          continue;
        }
        parents.set(r.sourceId, await writeComment(tx, context, item, thread.id, parent));
        done.add(r.sourceId);
        outcome.imported++;
        progress = true;
      }
      pending = later;
    }
    outcome.waiting = pending;
  });
  for (const [url, id] of createdThreads) context.threadIds.set(url, id);
  return outcome;
}
