import type { Mail } from "@/lib/mail/send-mail";

import { moderationLink } from "./moderation-link";
import { plainExcerpt } from "./plain-excerpt";

/** What one digest summarizes: the count per site and the first comments (oldest first). */
export type DigestContent = {
  total: number;
  perSite: { siteName: string; count: number }[];
  first: { id: string; siteName: string; authorName: string; content: string }[];
  /** Set when these are the overflow of an "each" member's hourly cap. */
  foldedAfter?: number;
};

/** The plain-text digest of comments that became pending since the member's last one. */
export function composeDigestMail(to: string, digest: DigestContent): Mail {
  const noun = digest.total === 1 ? "comment is" : "comments are";
  const lines = [
    `${digest.total} new ${noun} waiting for moderation:`,
    "",
    ...digest.perSite.map((site) => `  ${plainExcerpt(site.siteName, 80)}: ${site.count}`),
    "",
    ...digest.first.flatMap((comment) => [
      `- ${plainExcerpt(comment.authorName, 80)} on ${plainExcerpt(comment.siteName, 80)}: "${plainExcerpt(comment.content, 140)}"`,
      `  ${moderationLink(comment.id)}`,
    ]),
    ...(digest.total > digest.first.length ? ["", `…and ${digest.total - digest.first.length} more.`] : []),
    "",
    `Open the moderation queue: ${moderationLink()}`,
    "",
    digest.foldedAfter
      ? `You asked for an e-mail for each comment; past ${digest.foldedAfter} in an hour the rest are gathered here. Change this under Notifications in the dashboard.`
      : "You get this digest at most once an hour. Change this under Notifications in the dashboard.",
  ];
  return {
    to,
    subject: `${digest.total} new ${digest.total === 1 ? "comment" : "comments"} to moderate`,
    text: lines.join("\n"),
  };
}
