import type { MemberScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { db } from "@/lib/db/client";
import { listSiteNames } from "@/lib/sites/list-site-names";

import { afterCursor, encodeAuditCursor, type AuditCursor } from "./audit-cursor";
import { describeActors } from "./describe-actors";

/** One line of the audit log: a comment's change of status, a ban made or lifted, or a reader's data erased. */
export type AuditEntry = {
  id: string;
  type: "moderation" | "ban" | "erasure";
  action: string;
  actor: string;
  actorLabel: string;
  siteId: string;
  siteName: string;
  createdAt: Date;
  reason: string | null;
  comment?: { id: string; authorName: string; fromStatus: string; toStatus: string };
  ban?: { kind: string; label: string; expiresAt: Date | null };
};

/** `member:<mem_id>`, `api` (any API key) or `system`: whose actions the log shows. */
function actorFilter(actor: string | undefined) {
  if (!actor) return {};
  if (actor === "api") return { actor: { startsWith: "api_key:" } };
  return { actor };
}

/**
 * The account's audit log, newest first, paged by cursor: live comments' moderation history and ban
 * actions, on the sites the member reaches (a limited moderator's only), optionally one site's and
 * one actor's. A site outside the member's reach is `site_not_found`.
 */
export async function listAuditEntries(
  member: MemberScope,
  input: {
    siteId?: string;
    actor?: string;
    cursor: AuditCursor | null;
    limit: number;
  },
) {
  const all = await listSiteNames(member.accountId);
  const sites = member.siteIds.length ? all.filter((s) => member.siteIds.includes(s.id)) : all;
  if (input.siteId && !sites.some((s) => s.id === input.siteId))
    throw new AppError("site_not_found", `No site ${input.siteId} exists.`);
  const siteIds = input.siteId ? [input.siteId] : sites.map((s) => s.id);
  const take = input.limit + 1;
  const order = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  const [moderation, bans] = await Promise.all([
    db().moderationAction.findMany({
      where: {
        comment: { siteId: { in: siteIds }, livemode: true },
        ...actorFilter(input.actor),
        ...afterCursor(input.cursor, 0),
      },
      include: { comment: { select: { siteId: true, authorName: true } } },
      orderBy: order,
      take,
    }),
    db().banAction.findMany({
      where: { siteId: { in: siteIds }, ...actorFilter(input.actor), ...afterCursor(input.cursor, 1) },
      orderBy: order,
      take,
    }),
  ]);
  const names = new Map(all.map((s) => [s.id, s.name]));
  const merged: (Omit<AuditEntry, "actorLabel"> & { stream: 0 | 1 })[] = [
    ...moderation.map((m) => ({
      id: m.id,
      type: "moderation" as const,
      stream: 0 as const,
      action: m.action,
      actor: m.actor,
      siteId: m.comment.siteId,
      siteName: names.get(m.comment.siteId) ?? "",
      createdAt: m.createdAt,
      reason: m.reason,
      comment: { id: m.commentId, authorName: m.comment.authorName, fromStatus: m.fromStatus, toStatus: m.toStatus },
    })),
    ...bans.map((b) => ({
      // An erasure is kept beside the ban actions (a site-level action, paged with them).
      id: b.id,
      type: b.action === "erase" ? ("erasure" as const) : ("ban" as const),
      stream: 1 as const,
      action: b.action,
      actor: b.actor,
      siteId: b.siteId,
      siteName: names.get(b.siteId) ?? "",
      createdAt: b.createdAt,
      reason: b.reason,
      ban: { kind: b.kind, label: b.label, expiresAt: b.expiresAt },
    })),
  ];
  merged.sort(
    (a, b) =>
      b.createdAt.getTime() - a.createdAt.getTime() || b.stream - a.stream || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  const page = merged.slice(0, input.limit);
  const labels = await describeActors(
    member.accountId,
    page.map((e) => e.actor),
  );
  const last = page.at(-1);
  return {
    entries: page.map(({ stream: _stream, ...e }): AuditEntry => ({
      ...e,
      actorLabel: labels.get(e.actor) ?? e.actor,
    })),
    next:
      merged.length > input.limit && last
        ? encodeAuditCursor({ at: last.createdAt, stream: last.stream, id: last.id })
        : null,
    sites,
  };
}
