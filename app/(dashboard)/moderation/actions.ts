"use server";

import { revalidatePath } from "next/cache";
import { idSchema } from "@/lib/core/id-schema";
import { memberRoles } from "@/lib/core/member-roles";
import { memberAction } from "@/lib/http/member-action";
import { moderateComment } from "@/lib/moderation/moderate-comment";
import { moderateCommentBody } from "@/lib/moderation/moderation-schemas";

/**
 * Approves, rejects or marks as spam one live comment of the member's account; a moderator limited
 * to some sites finds any other site's comment missing. The history names the member.
 */
export const moderate = memberAction(
  { schema: moderateCommentBody.extend({ comment_id: idSchema("cmt", "a comment id") }), roles: memberRoles },
  async (input, member) => {
    const comment = await moderateComment({
      scope: { accountId: member.accountId, livemode: true },
      commentId: input.comment_id,
      action: input.action,
      reason: input.reason,
      actor: `member:${member.memberId}`,
      siteIds: member.siteIds,
    });
    revalidatePath("/moderation");
    return comment;
  },
);
