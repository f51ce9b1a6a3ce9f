import { listAuthorBans } from "@/lib/bans/list-author-bans";
import type { MemberScope } from "@/lib/core/account-scope";
import { db } from "@/lib/db/client";

import { authorKeyOf, type AuthorKey } from "./author-comment-filter";
import { findMemberComment } from "./find-member-comment";

/** Who wrote a comment, as the author drawer shows them. */
export type AuthorProfile =
  | { kind: "reader"; readerId: string; name: string; email: string | null; mode: "magic_link" | "sso" | null }
  | { kind: "guest"; names: string[] }
  | { kind: "api"; name: string };

/** What can be banned for this author: a reader by id and e-mail, and any author with an IP by this comment's IP. */
export type BanKind = "reader" | "email" | "ip";

/**
 * The author of one of the member's comments on its site: a signed-in reader (name, e-mail, sign-in
 * mode), a guest (the names used from the same IP), or the API (its name); the bans in force that
 * apply to them, and which kinds of ban are possible.
 */
export async function describeCommentAuthor(member: MemberScope, commentId: string) {
  const comment = await findMemberComment(member, commentId);
  const key: AuthorKey = authorKeyOf(comment);
  let profile: AuthorProfile;
  let email: string | null = null;
  if (key.kind === "reader") {
    const reader = await db().reader.findFirst({ where: { id: key.readerId, siteId: comment.siteId } });
    email = reader?.email ?? null;
    const mode = reader ? (reader.mode as "magic_link" | "sso") : null;
    profile = { kind: "reader", readerId: key.readerId, name: reader?.name ?? comment.authorName, email, mode };
  } else if (key.kind === "guest") {
    const names = await db().comment.groupBy({
      by: ["authorName"],
      where: { siteId: comment.siteId, livemode: true, authorKind: "guest", authorIpHash: key.ipHash },
      orderBy: { authorName: "asc" },
      take: 20,
    });
    profile = { kind: "guest", names: names.map((n) => n.authorName).filter(Boolean) };
  } else {
    profile = { kind: "api", name: comment.authorName };
  }
  const banKinds: BanKind[] =
    key.kind === "api"
      ? []
      : [
          ...(key.kind === "reader" ? (["reader"] as const) : []),
          ...(email ? (["email"] as const) : []),
          ...(comment.authorIpHash ? (["ip"] as const) : []),
        ];
  const bans =
    key.kind === "api"
      ? []
      : await listAuthorBans(comment.siteId, {
          readerId: key.kind === "reader" ? key.readerId : null,
          email,
          ipHash: comment.authorIpHash,
        });
  return {
    comment: {
      id: comment.id,
      siteId: comment.siteId,
      siteName: comment.thread.site.name,
      authorName: comment.authorName,
      status: comment.status,
    },
    key,
    profile,
    banKinds,
    bans,
  };
}
