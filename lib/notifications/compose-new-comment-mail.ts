import type { Mail } from "@/lib/mail/send-mail";

import { commentLink } from "./comment-link";
import { moderationLink } from "./moderation-link";
import { plainExcerpt } from "./plain-excerpt";

/** What one "new comment on my sites" mail is about. */
export type NewComment = {
  id: string;
  siteName: string;
  threadUrl: string;
  threadTitle: string | null;
  authorName: string;
  content: string;
};

/** The plain-text mail about one comment just published on a member's site: its text, its place on the page, the queue. */
export function composeNewCommentMail(to: string, comment: NewComment): Mail {
  const site = plainExcerpt(comment.siteName, 80);
  const page = comment.threadTitle
    ? `${plainExcerpt(comment.threadTitle, 120)} (${comment.threadUrl})`
    : comment.threadUrl;
  return {
    to,
    subject: `New comment on ${site} by ${plainExcerpt(comment.authorName, 60)}`,
    text: [
      `${plainExcerpt(comment.authorName, 80)} commented on ${site}.`,
      "",
      `Page: ${page}`,
      "",
      `"${plainExcerpt(comment.content)}"`,
      "",
      `Read it on the page: ${commentLink(comment.threadUrl, comment.id)}`,
      `Moderate it: ${moderationLink(comment.id)}`,
      "",
      "You get one e-mail for each new comment on your sites. Change this under Notifications in the dashboard.",
    ].join("\n"),
  };
}
