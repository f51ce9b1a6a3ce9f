import type { AccountScope } from "@/lib/core/account-scope";
import { db } from "@/lib/db/client";
import { findAccountSite } from "@/lib/sites/find-account-site";

import {
  exportFormatVersion,
  type ExportCommentLine,
  type ExportHeaderLine,
  type ExportThreadLine,
} from "./export-lines";

// Pages small enough to keep memory flat whatever the site's size, large enough to be few.
const threadPage = 200;
const commentPage = 500;

type Scope = { siteId: string; livemode: boolean };

async function* commentLines(threadId: string): AsyncGenerator<string> {
  for (let after: string | undefined; ;) {
    const rows = await db().comment.findMany({
      where: { threadId, ...(after ? { id: { gt: after } } : {}) },
      orderBy: { id: "asc" },
      take: commentPage,
      include: { parent: { select: { id: true, sourceId: true } } },
    });
    if (!rows.length) return;
    const readerIds = [
      ...new Set(rows.filter((r) => r.authorKind === "reader" && r.authorRef).map((r) => r.authorRef!)),
    ];
    const readers = readerIds.length
      ? await db().reader.findMany({ where: { id: { in: readerIds } }, select: { id: true, email: true } })
      : [];
    const emails = new Map(readers.map((reader) => [reader.id, reader.email]));
    for (const row of rows) {
      const deleted = row.status === "deleted";
      const line: ExportCommentLine = {
        type: "comment",
        id: row.id,
        thread_id: row.threadId,
        parent_id: row.parentId,
        source_id: row.sourceId ?? row.id,
        parent_source_id: row.parent ? (row.parent.sourceId ?? row.parent.id) : null,
        status: row.status as ExportCommentLine["status"],
        content: deleted ? "" : row.content,
        author: {
          name: deleted ? "" : row.authorName,
          kind: row.authorKind,
          email: deleted
            ? null
            : row.authorKind === "reader" && row.authorRef
              ? (emails.get(row.authorRef) ?? null)
              : row.authorEmail,
        },
        created_at: row.createdAt.toISOString(),
        edited_at: row.editedAt?.toISOString() ?? null,
        upvotes: row.upvotes,
        reaction_counts: {
          funny: row.reactionFunny,
          interesting: row.reactionInteresting,
          insightful: row.reactionInsightful,
        },
      };
      yield `${JSON.stringify(line)}\n`;
    }
    after = rows[rows.length - 1]!.id;
  }
}

async function* exportLines(scope: Scope): AsyncGenerator<string> {
  const header: ExportHeaderLine = {
    type: "threadline_export",
    version: exportFormatVersion,
    site_id: scope.siteId,
    livemode: scope.livemode,
    exported_at: new Date().toISOString(),
  };
  yield `${JSON.stringify(header)}\n`;
  for (let after: string | undefined; ;) {
    const threads = await db().thread.findMany({
      where: { ...scope, ...(after ? { id: { gt: after } } : {}) },
      orderBy: { id: "asc" },
      take: threadPage,
    });
    if (!threads.length) return;
    for (const thread of threads) {
      const line: ExportThreadLine = {
        type: "thread",
        id: thread.id,
        url: thread.url,
        title: thread.title,
        locked: thread.locked,
        created_at: thread.createdAt.toISOString(),
      };
      yield `${JSON.stringify(line)}\n`;
      yield* commentLines(thread.id);
    }
    after = threads[threads.length - 1]!.id;
  }
}

/**
 * Checks that the account owns the site, then returns its export as JSON Lines, produced page by
 * page as it is read (docs/import-export.md): a header, then each thread followed by its comments,
 * with statuses, authors (and their e-mail where known), times, votes and reaction counts.
 */
export async function openSiteExport(
  scope: AccountScope,
  siteId: string,
): Promise<{ fileName: string; lines: AsyncGenerator<string> }> {
  const site = await findAccountSite(scope.accountId, siteId);
  const day = new Date().toISOString().slice(0, 10);
  return {
    fileName: `threadline-${site.id}-${scope.livemode ? "live" : "test"}-${day}.jsonl`,
    lines: exportLines({ siteId: site.id, livemode: scope.livemode }),
  };
}
