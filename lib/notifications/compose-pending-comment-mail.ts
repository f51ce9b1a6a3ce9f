import type { Mail } from "@/lib/mail/send-mail";

import { moderationLink } from "./moderation-link";
import { plainExcerpt } from "./plain-excerpt";

/** What one "each" mail is about. */
export type PendingComment = {
  id: string;
  siteName: string;
  threadUrl: string;
  authorName: string;
  content: string;
  reason: "held" | "flagged";
};

/** The plain-text mail about one comment waiting for a decision, with the link that opens it in the queue. */
export function composePendingCommentMail(to: string, comment: PendingComment): Mail {
  const why =
    comment.reason === "flagged" ? "was flagged by readers and is back in the queue" : "is waiting for approval";
  return {
    to,
    subject: `A comment on ${plainExcerpt(comment.siteName, 80)} ${comment.reason === "flagged" ? "was flagged" : "needs moderation"}`,
    text: [
      `A comment by ${plainExcerpt(comment.authorName, 80)} on ${plainExcerpt(comment.siteName, 80)} ${why}.`,
      "",
      `Page: ${comment.threadUrl}`,
      "",
      `"${plainExcerpt(comment.content)}"`,
      "",
      `Open it in the moderation queue: ${moderationLink(comment.id)}`,
      "",
      "You get one e-mail for each new pending comment. Change this under Notifications in the dashboard.",
    ].join("\n"),
  };
}
