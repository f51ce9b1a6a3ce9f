import { serializeComment } from "@/lib/comments/serialize-comment";
import { db } from "@/lib/db/client";
import type { CommentRow, ThreadRow } from "@/lib/db/model-types";
import { countLinks } from "@/lib/screening/count-links";
import { findBlockedTerm } from "@/lib/screening/find-blocked-term";
import { readSiteSettings } from "@/lib/sites/site-settings";

import type { QueueAuthorKind, QueueCard } from "./queue-card";

const excerptLength = 140;

function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > excerptLength ? `${flat.slice(0, excerptLength - 1)}…` : flat;
}

// The earliest comment of each author key on each site, for the "first comment here" marker.
async function firstComments(rows: CommentRow[], field: "authorRef" | "authorIpHash"): Promise<Set<string>> {
  const keys = [...new Set(rows.map((row) => row[field]).filter((key): key is string => Boolean(key)))];
  if (!keys.length) return new Set();
  const groups = await db().comment.groupBy({
    by: ["siteId", field],
    where: { siteId: { in: [...new Set(rows.map((row) => row.siteId))] }, [field]: { in: keys }, livemode: true },
    _min: { createdAt: true },
  });
  const earliest = new Map(groups.map((g) => [`${g.siteId}|${g[field]}`, g._min.createdAt?.getTime()]));
  return new Set(
    rows
      .filter((row) => row[field] && earliest.get(`${row.siteId}|${row[field]}`) === row.createdAt.getTime())
      .map((row) => row.id),
  );
}

/**
 * Turns queued rows into cards: the author's kind and e-mail, whether an IP is on file (guests'
 * IPs are kept only as a keyed hash, never shown), the parent's excerpt, flags by reason, and the
 * markers (links, a blocked term of the site's current list, the author's first comment, edited).
 */
export async function describeQueueComments(rows: (CommentRow & { thread: ThreadRow })[]): Promise<QueueCard[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const readerIds = [
    ...new Set(
      rows.map((row) => (row.authorKind === "reader" ? row.authorRef : null)).filter((id): id is string => Boolean(id)),
    ),
  ];
  const parentIds = [...new Set(rows.map((row) => row.parentId).filter((id): id is string => Boolean(id)))];
  const [readers, parents, flags, sites, firstByReader, firstByIp] = await Promise.all([
    readerIds.length
      ? db().reader.findMany({ where: { id: { in: readerIds } }, select: { id: true, email: true, mode: true } })
      : [],
    parentIds.length
      ? db().comment.findMany({
          where: { id: { in: parentIds } },
          select: { id: true, authorName: true, content: true, status: true },
        })
      : [],
    db().flag.groupBy({ by: ["commentId", "reason"], where: { commentId: { in: ids } }, _count: { _all: true } }),
    db().site.findMany({
      where: { id: { in: [...new Set(rows.map((row) => row.siteId))] } },
      select: { id: true, themeJson: true, embedJson: true, moderationJson: true },
    }),
    firstComments(
      rows.filter((row) => row.authorKind === "reader"),
      "authorRef",
    ),
    firstComments(
      rows.filter((row) => row.authorKind === "guest"),
      "authorIpHash",
    ),
  ]);
  const readerOf = new Map(readers.map((reader) => [reader.id, reader]));
  const parentOf = new Map(parents.map((parent) => [parent.id, parent]));
  const termsOf = new Map(sites.map((site) => [site.id, readSiteSettings(site).moderation.blocked_terms]));
  return rows.map((row) => {
    const { replies: _replies, author: _author, ...view } = serializeComment(row, row.thread, { withSpam: true });
    const reader = row.authorRef ? readerOf.get(row.authorRef) : undefined;
    const kind: QueueAuthorKind =
      row.authorKind === "guest"
        ? "guest"
        : row.authorKind === "reader"
          ? reader?.mode === "sso"
            ? "sso"
            : "email"
          : "api";
    const parent = row.parentId ? parentOf.get(row.parentId) : undefined;
    const reasons = Object.fromEntries(
      flags
        .filter((f) => f.commentId === row.id)
        .sort((a, b) => a.reason.localeCompare(b.reason))
        .map((f) => [f.reason, f._count._all]),
    );
    return {
      ...view,
      thread_title: row.thread.title,
      comment_url: `${row.thread.url}#tl-${row.id}`,
      author: { kind, email: reader?.email ?? null, ip_on_file: Boolean(row.authorIpHash) },
      parent: parent
        ? {
            id: parent.id,
            author_name: parent.status === "deleted" ? "" : parent.authorName,
            excerpt: parent.status === "deleted" ? "" : excerptOf(parent.content),
            deleted: parent.status === "deleted",
          }
        : null,
      flags: { count: row.flagCount, reasons },
      markers: {
        links: countLinks(row.content),
        blocked_term: findBlockedTerm(row.content, termsOf.get(row.siteId) ?? []),
        first_comment: firstByReader.has(row.id) || firstByIp.has(row.id),
        edited: row.editedAt !== null,
      },
    };
  });
}
