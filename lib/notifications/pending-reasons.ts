/**
 * The PendingNotice reasons of the moderators' mail (a comment waiting for a decision); the other
 * reason, "published", is the members' "new comments on my sites" mail, which their digests ignore.
 */
export const pendingReasons = ["held", "flagged"] as const;
