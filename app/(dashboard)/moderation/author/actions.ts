"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";

import { banCommentAuthorBody } from "@/lib/bans/ban-author-schemas";
import { deleteBan } from "@/lib/bans/delete-ban";
import { findMemberBan } from "@/lib/bans/find-member-ban";
import { idSchema } from "@/lib/core/id-schema";
import { memberRoles } from "@/lib/core/member-roles";
import { memberAction } from "@/lib/http/member-action";
import { banCommentAuthor } from "@/lib/moderation/ban-comment-author";
import { rejectAuthorPendingComments } from "@/lib/moderation/reject-author-pending-comments";

/** Bans the author of one of the member's comments (reader, e-mail or IP) for a time or for good; the audit log names the member. */
export const banAuthor = memberAction({ schema: banCommentAuthorBody, roles: memberRoles }, async (input, member) => {
  const ban = await banCommentAuthor(member, { ...input, actor: `member:${member.memberId}` });
  revalidatePath("/moderation", "layout");
  return ban;
});

/** Lifts a ban on one of the member's sites; another account's or another site's ban is missing. */
export const liftBan = memberAction(
  { schema: z.strictObject({ ban_id: idSchema("ban", "a ban id") }), roles: memberRoles },
  async (input, member) => {
    const ban = await findMemberBan(member, input.ban_id);
    await deleteBan(
      { accountId: member.accountId, livemode: true },
      {
        siteId: ban.siteId,
        banId: ban.id,
        actor: `member:${member.memberId}`,
        siteIds: member.siteIds,
      },
    );
    revalidatePath("/moderation", "layout");
    return { id: ban.id };
  },
);

/** Rejects every pending comment of a comment's author on its site, each with its history entry naming the member. */
export const rejectAuthorPending = memberAction(
  {
    schema: z.strictObject({
      comment_id: idSchema("cmt", "a comment id"),
      reason: z.string().trim().max(500).optional(),
    }),
    roles: memberRoles,
  },
  async (input, member) => {
    const result = await rejectAuthorPendingComments(member, {
      commentId: input.comment_id,
      reason: input.reason || null,
      actor: `member:${member.memberId}`,
    });
    revalidatePath("/moderation", "layout");
    return result;
  },
);
