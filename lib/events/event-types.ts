/** Every event type the outbox carries (docs/api.md describes each); new kinds are added here. */
export const eventTypes = [
  "comment.created",
  "comment.updated",
  "comment.deleted",
  "comment.approved",
  "comment.rejected",
  "comment.spam",
  "comment.restored",
  "comment.flagged",
  "comment.upvoted",
  "comment.upvote_removed",
  "reaction.added",
  "reaction.removed",
  "thread.updated",
  "thread.locked",
  "thread.unlocked",
] as const;
