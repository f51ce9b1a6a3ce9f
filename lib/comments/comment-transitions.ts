import type { CommentStatus } from "./comment-schemas";

/** What a moderator can do to a comment through the API. */
export const moderationActions = ["approve", "reject", "spam", "restore"] as const;
/** A moderator's action. */
export type ModerationActionName = (typeof moderationActions)[number];
/** Every recorded change of status: the moderators' actions, deletion, the flag threshold, and a dashboard undo. */
export type StatusChange = ModerationActionName | "delete" | "flag_threshold" | "undo";

/**
 * The allowed transitions (docs/moderation.md has the table): the statuses each change starts from
 * and where it leads. `restore` leads back to where the comment was before it was rejected or
 * marked as spam (approved or pending), found in its moderation history. `undo` leads back to the
 * status before the comment's last action (lib/moderation/undo-queue-decisions.ts has its rules).
 */
export const commentTransitions: Record<
  StatusChange,
  { from: CommentStatus[]; to: CommentStatus | "previous" | "undone" }
> = {
  approve: { from: ["pending", "rejected", "spam"], to: "approved" },
  reject: { from: ["pending", "approved", "spam"], to: "rejected" },
  spam: { from: ["pending", "approved", "rejected"], to: "spam" },
  restore: { from: ["rejected", "spam"], to: "previous" },
  delete: { from: ["pending", "approved", "rejected", "spam"], to: "deleted" },
  flag_threshold: { from: ["approved"], to: "pending" },
  undo: { from: ["pending", "approved", "rejected", "spam"], to: "undone" },
};

/** The outbox event each change writes. */
export const transitionEvents: Record<StatusChange, string> = {
  approve: "comment.approved",
  reject: "comment.rejected",
  spam: "comment.spam",
  restore: "comment.restored",
  delete: "comment.deleted",
  flag_threshold: "comment.flagged",
  undo: "comment.restored",
};
