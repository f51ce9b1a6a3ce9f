import type { AccountScope } from "@/lib/core/account-scope";
import { requireLiveMode } from "@/lib/core/require-live-mode";
import { db } from "@/lib/db/client";
import { findAccountSite } from "@/lib/sites/find-account-site";

import { exportMailSubscriptions } from "./export-mail-subscriptions";
import { findReaderSubject } from "./find-reader-subject";
import type { ReaderDataView, ReaderSubject } from "./reader-data-schemas";
import { subjectBanFilter, subjectCommentFilter } from "./subject-filters";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Everything a site stores about one reader (by reader id, or every reader of an e-mail), as one JSON document. */
export async function exportReaderData(
  scope: AccountScope,
  input: { siteId: string; subject: ReaderSubject },
): Promise<ReaderDataView> {
  await findAccountSite(scope.accountId, input.siteId);
  requireLiveMode(scope, "readers' data");
  const subject = await findReaderSubject(input.siteId, input.subject);
  const commentWhere = subjectCommentFilter(input.siteId, subject);
  const banWhere = subjectBanFilter(input.siteId, subject);
  const voters = { voterKey: { in: subject.voterKeys }, comment: { siteId: input.siteId } };
  const [comments, votes, reactions, flags, sessions, bans] = await Promise.all([
    commentWhere
      ? db().comment.findMany({
          where: commentWhere,
          orderBy: { createdAt: "asc" },
          include: { thread: { select: { url: true } } },
        })
      : [],
    db().vote.findMany({ where: voters, orderBy: { createdAt: "asc" } }),
    db().reaction.findMany({ where: voters, orderBy: { createdAt: "asc" } }),
    db().flag.findMany({ where: voters, orderBy: { createdAt: "asc" } }),
    db().readerSession.findMany({
      where: { readerId: { in: subject.readers.map((reader) => reader.id) } },
      orderBy: { createdAt: "asc" },
    }),
    banWhere ? db().ban.findMany({ where: banWhere, orderBy: { createdAt: "asc" } }) : [],
  ]);
  const readers = subject.readers.map((reader) => ({
    id: reader.id,
    mode: reader.mode,
    email: reader.email,
    name: reader.name,
    avatar_url: reader.avatarUrl,
    created_at: reader.createdAt.toISOString(),
  }));
  const emailOf = new Map(subject.readers.map((reader) => [reader.id, reader.email]));
  return {
    object: "reader_data",
    site_id: input.siteId,
    reader: readers[0] ?? null,
    readers,
    comments: comments.map((c) => ({
      id: c.id,
      thread_url: c.thread.url,
      parent_id: c.parentId,
      status: c.status,
      content: c.content,
      author_name: c.authorName,
      author_email: c.authorEmail ?? (c.authorKind === "reader" ? (emailOf.get(c.authorRef ?? "") ?? null) : null),
      imported_from: c.sourceId,
      created_at: c.createdAt.toISOString(),
      edited_at: iso(c.editedAt),
    })),
    votes: votes.map((v) => ({ comment_id: v.commentId, created_at: v.createdAt.toISOString() })),
    reactions: reactions.map((r) => ({ comment_id: r.commentId, name: r.name, created_at: r.createdAt.toISOString() })),
    flags: flags.map((f) => ({ comment_id: f.commentId, reason: f.reason, created_at: f.createdAt.toISOString() })),
    sessions: sessions.map((s) => ({
      id: s.id,
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      revoked_at: iso(s.revokedAt),
    })),
    bans: bans.map((b) => ({
      id: b.id,
      kind: b.kind,
      reason: b.reason,
      expires_at: iso(b.expiresAt),
      created_at: b.createdAt.toISOString(),
    })),
    mail_subscriptions: await exportMailSubscriptions(input.siteId, subject),
    exported_at: new Date().toISOString(),
  };
}
