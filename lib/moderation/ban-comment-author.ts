import { banExpiry, type BanCommentAuthorBody } from "@/lib/bans/ban-author-schemas";
import { insertBan } from "@/lib/bans/insert-ban";
import { serializeBan } from "@/lib/bans/serialize-ban";
import type { MemberScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { db } from "@/lib/db/client";

import { findMemberComment } from "./find-member-comment";

function refuse(field: string, message: string): never {
  throw new AppError("validation_failed", message, { errors: [{ field, message }] });
}

/**
 * Bans the author of one of the member's comments on its site: the reader (by id), the reader's
 * e-mail address, or the comment's IP (its stored hash, labelled "IP of a comment by <name>", as
 * the address itself is never kept); the audit log names `actor`.
 */
export async function banCommentAuthor(
  member: MemberScope,
  input: BanCommentAuthorBody & { actor: string },
  now = new Date(),
) {
  const comment = await findMemberComment(member, input.comment_id);
  const expiresAt = banExpiry(input.duration, input.until, now);
  if (expiresAt === undefined) refuse("until", "must be today or a later day");
  const name = comment.authorName || "a guest";
  let target: { kind: string; value: string; label: string } | null = null;
  if (comment.authorKind !== "api") {
    if (input.kind === "ip" && comment.authorIpHash) {
      target = { kind: "ip", value: comment.authorIpHash, label: `IP of a comment by ${name}` };
    } else if (comment.authorKind === "reader" && comment.authorRef && input.kind !== "ip") {
      const reader = await db().reader.findFirst({ where: { id: comment.authorRef, siteId: comment.siteId } });
      if (input.kind === "reader" && reader)
        target = { kind: "reader", value: reader.id, label: `${reader.name} (${reader.id})` };
      if (input.kind === "email" && reader?.email)
        target = { kind: "email", value: reader.email.toLowerCase(), label: reader.email.toLowerCase() };
    }
  }
  if (!target)
    refuse(
      "kind",
      comment.authorKind === "api"
        ? "comments written through the API have no author to ban"
        : "this author has nothing of that kind to ban",
    );
  const row = await insertBan(
    { siteId: comment.siteId, ...target, reason: input.reason || null, expiresAt },
    input.actor,
  );
  return serializeBan(row);
}
