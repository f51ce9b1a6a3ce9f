import escapeHtml from "escape-html";

import type { Mail } from "@/lib/mail/send-mail";

import { plainExcerpt } from "./plain-excerpt";
import { fillWords, readerMailWords } from "./reader-mail-strings";
import type { NoticeReason } from "./recipient";

/** One comment a reader mail tells about. */
export type ReaderMailItem = {
  commentId: string;
  reason: NoticeReason;
  authorName: string;
  content: string;
  contentHtml: string;
  threadUrl: string;
  pageTitle: string | null;
};

/** Everything one reader mail says. */
export type ReaderMailInput = {
  to: string;
  site: { name: string; accentColor: string; locale: string };
  items: ReaderMailItem[];
  /** Notifications past the ones listed (a mail lists at most a few dozen). */
  more: number;
  digest: boolean;
  /** The page with the unsubscribe buttons, and the RFC 8058 one-click address. */
  unsubscribeUrl: string;
  oneClickUrl: string;
};

// Longer comments are cut to plain text; short ones keep their rendering (sanitized when stored).
const maxRenderedLength = 700;

function commentLink(item: ReaderMailItem): string {
  return `${item.threadUrl}#tl-${item.commentId}`;
}

function pageName(item: ReaderMailItem): string {
  return plainExcerpt(item.pageTitle || item.threadUrl, 90);
}

function subjectOf(input: ReaderMailInput, words: ReturnType<typeof readerMailWords>): string {
  const site = plainExcerpt(input.site.name, 60);
  const total = input.items.length + input.more;
  if (input.digest) return fillWords(words.digest_subject, { site, n: total });
  const [first] = input.items;
  if (total > 1 || !first) return fillWords(words.group_subject, { site, n: total });
  const name = plainExcerpt(first.authorName, 40);
  if (first.reason === "reply") return fillWords(words.reply_subject, { name, site });
  if (first.reason === "mention") return fillWords(words.mention_subject, { name, site });
  return fillWords(words.follow_subject, { page: pageName(first) });
}

/**
 * A reader mail about replies, mentions or followed pages: plain text and HTML, in the site's
 * language, with its name and accent colour, each comment's text (short ones as rendered, long
 * ones cut), a link to it on its page, and the unsubscribe links in the body and in the
 * List-Unsubscribe headers (RFC 8058 one-click). Header values come only from plainExcerpt, so
 * no CR or LF a reader wrote reaches a header.
 */
export function composeReaderMail(input: ReaderMailInput): Mail {
  const words = readerMailWords(input.site.locale);
  const site = plainExcerpt(input.site.name, 60);
  const accent = /^#[0-9a-f]{3,6}$/i.test(input.site.accentColor) ? input.site.accentColor : "#2563eb";
  const lineOf = (item: ReaderMailItem) =>
    fillWords(words[`${item.reason}_line`], { name: plainExcerpt(item.authorName, 80) });

  const text = [
    ...input.items.flatMap((item) => [
      lineOf(item),
      fillWords(words.on_page, { page: pageName(item) }),
      "",
      plainExcerpt(item.content, 500),
      "",
      `${words.view}: ${commentLink(item)}`,
      "",
      "—",
      "",
    ]),
    ...(input.more > 0 ? [fillWords(words.more, { n: input.more }), ""] : []),
    fillWords(words.why, { site }),
    fillWords(words.unsubscribe, { link: input.unsubscribeUrl }),
  ].join("\n");

  const body = (item: ReaderMailItem) =>
    item.content.length <= maxRenderedLength && item.contentHtml
      ? item.contentHtml
      : `<p>${escapeHtml(plainExcerpt(item.content, 500))}</p>`;
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;border-top:4px solid ${accent};padding:24px">
<p style="margin:0 0 16px;font-weight:600;color:${accent}">${escapeHtml(site)}</p>
${input.items
  .map(
    (item) => `<div style="margin:0 0 24px">
<p style="margin:0 0 4px;font-weight:600">${escapeHtml(lineOf(item))}</p>
<p style="margin:0 0 8px;font-size:13px;color:#6b7280">${escapeHtml(fillWords(words.on_page, { page: pageName(item) }))}</p>
<div style="border-left:3px solid #e5e7eb;padding:4px 12px;margin:0 0 12px">${body(item)}</div>
<a href="${escapeHtml(commentLink(item))}" style="display:inline-block;background:${accent};color:#ffffff;text-decoration:none;padding:8px 14px;border-radius:6px;font-size:14px">${escapeHtml(words.view)}</a>
</div>`,
  )
  .join("\n")}
${input.more > 0 ? `<p>${escapeHtml(fillWords(words.more, { n: input.more }))}</p>` : ""}
<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(fillWords(words.why, { site }))} <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(words.unsubscribe_label)}</a></p>
</div></body></html>`;

  return {
    to: input.to,
    subject: subjectOf(input, words),
    text,
    html,
    fromName: `${site} (Threadline)`,
    headers: {
      "List-Unsubscribe": `<${input.oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Auto-Submitted": "auto-generated",
    },
  };
}
