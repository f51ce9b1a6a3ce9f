"use server";

import { memberRoles } from "@/lib/core/member-roles";
import { memberAction } from "@/lib/http/member-action";
import { decideMatchingComments } from "@/lib/moderation/decide-matching-comments";
import { decideQueueComment } from "@/lib/moderation/decide-queue-comment";
import { decideQueueComments } from "@/lib/moderation/decide-queue-comments";
import {
  decideCommentInput,
  decideCommentsInput,
  decideMatchingInput,
  undoDecisionsInput,
} from "@/lib/moderation/queue-action-schemas";
import { readQueueFilters } from "@/lib/moderation/queue-filters";
import { undoQueueDecisions } from "@/lib/moderation/undo-queue-decisions";

// Live data only; a moderator limited to some sites finds any other site's comment missing.
const scopeOf = (member: { accountId: string }) => ({ accountId: member.accountId, livemode: true });

/** Approves, rejects, marks as spam or deletes one comment the member may moderate; the history names the member. */
export const moderate = memberAction({ schema: decideCommentInput, roles: memberRoles }, (input, member) =>
  decideQueueComment(scopeOf(member), {
    siteIds: member.siteIds,
    commentId: input.comment_id,
    decision: input.action,
    reason: input.reason,
    actor: `member:${member.memberId}`,
  }),
);

/** One decision on up to 100 selected comments, each on its own; answers each comment's outcome. */
export const moderateMany = memberAction({ schema: decideCommentsInput, roles: memberRoles }, (input, member) =>
  decideQueueComments(scopeOf(member), {
    siteIds: member.siteIds,
    commentIds: input.comment_ids,
    decision: input.action,
    reason: input.reason,
    actor: `member:${member.memberId}`,
  }),
);

/** One step (100 comments) of a decision over everything the view matches; the client repeats it with the cursor. */
export const moderateMatching = memberAction({ schema: decideMatchingInput, roles: memberRoles }, (input, member) =>
  decideMatchingComments(member, {
    filters: readQueueFilters({ ...input.view, after: undefined, before: undefined, comment: undefined }).filters,
    decision: input.action,
    reason: input.reason,
    cursor: input.cursor,
    until: new Date(input.until),
  }),
);

/** Undoes the member's own last decision on these comments (within 30 seconds; not deletion). */
export const undoDecisions = memberAction({ schema: undoDecisionsInput, roles: memberRoles }, (input, member) =>
  undoQueueDecisions(scopeOf(member), {
    siteIds: member.siteIds,
    commentIds: input.comment_ids,
    actor: `member:${member.memberId}`,
  }),
);
