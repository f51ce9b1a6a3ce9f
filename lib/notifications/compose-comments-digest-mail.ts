import type { Mail } from "@/lib/mail/send-mail";

import { commentLink } from "./comment-link";
import { moderationLink } from "./moderation-link";
import { plainExcerpt } from "./plain-excerpt";

/** What one digest of new comments summarizes: the count per site and the first comments (oldest first). */
export type CommentsDigestContent = {
  total: number;
  perSite: { siteName: string; count: number }[];
  first: { id: string; siteName: string; threadUrl: string; authorName: string; content: string }[];
  /** Set when these are the overflow of an "each" member's hourly cap. */
  foldedAfter?: number;
};

/** The plain-text digest of comments published on the member's sites since their last one. */
export function composeCommentsDigestMail(to: string, digest: CommentsDigestContent): Mail {
  const noun = digest.total === 1 ? "comment" : "comments";
  const lines = [
    `${digest.total} new ${noun} on your sites:`,
    "",
    ...digest.perSite.map((site) => `  ${plainExcerpt(site.siteName, 80)}: ${site.count}`),
    "",
    ...digest.first.flatMap((comment) => [
      `- ${plainExcerpt(comment.authorName, 80)} on ${plainExcerpt(comment.siteName, 80)}: "${plainExcerpt(comment.content, 140)}"`,
      `  ${commentLink(comment.threadUrl, comment.id)}`,
    ]),
    ...(digest.total > digest.first.length ? ["", `…and ${digest.total - digest.first.length} more.`] : []),
    "",
    `Open the moderation queue: ${moderationLink()}`,
    "",
    digest.foldedAfter
      ? `You asked for an e-mail for each new comment; past ${digest.foldedAfter} e-mails in an hour the rest are gathered here. Change this under Notifications in the dashboard.`
      : "You get this digest at most once a day. Change this under Notifications in the dashboard.",
  ];
  return { to, subject: `${digest.total} new ${noun} on your sites`, text: lines.join("\n") };
}
