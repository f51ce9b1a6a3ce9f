import escapeHtml from "escape-html";

import type { CommentView } from "./comment-schemas";

/** What a thread's HTML fragment shows: one page of its published comments, replies nested. */
export type ThreadFragmentInput = {
  comments: CommentView[];
  /** Published comments in the whole thread, replies included (the heading's number). */
  commentCount: number;
  /** The next page's fragment, absolute, or null on the last page. */
  nextUrl: string | null;
};

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

// The same words for every reader and every cache: UTC, English, no locale data involved.
function readableUtc(iso: string): string {
  const date = new Date(iso);
  const time = [date.getUTCHours(), date.getUTCMinutes()].map((n) => String(n).padStart(2, "0")).join(":");
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${time} UTC`;
}

function renderArticle(comment: CommentView): string {
  const id = `comment-${escapeHtml(comment.id)}`;
  // A placeholder keeps its replies' place and shows nothing of what was said, or by whom.
  if (comment.deleted)
    return `<article id="${id}" class="threadline-comment threadline-deleted"><p>[deleted]</p></article>`;
  return (
    `<article id="${id}" class="threadline-comment" itemscope itemtype="https://schema.org/Comment">` +
    `<header><span class="threadline-author" itemprop="author" itemscope itemtype="https://schema.org/Person">` +
    `<span itemprop="name">${escapeHtml(comment.author_name)}</span></span> ` +
    `<time datetime="${escapeHtml(comment.created_at)}" itemprop="dateCreated">${readableUtc(comment.created_at)}</time></header>` +
    // content_html was sanitized against the allowlist when it was written (renderCommentHtml).
    `<div class="threadline-text" itemprop="text">${comment.content_html}</div>` +
    `</article>`
  );
}

// Recursion is bounded: listThreadComments nests at most 20 levels and flattens deeper replies.
function renderItem(comment: CommentView): string {
  const replies = comment.replies.length
    ? `\n<ol class="threadline-replies">\n${comment.replies.map(renderItem).join("\n")}\n</ol>`
    : "";
  return `<li>${renderArticle(comment)}${replies}</li>`;
}

/**
 * A thread's page of comments as plain, script-free HTML for readers without JavaScript and for
 * search engines; the widget replaces it when it starts. Every text is escaped; comment bodies are
 * the stored, sanitized `content_html`.
 */
export function renderThreadFragment(input: ThreadFragmentInput): string {
  const open = `<section class="threadline-fragment" data-threadline-fragment aria-label="Comments">`;
  if (input.commentCount === 0 && input.comments.length === 0) return `${open}\n<p>No comments yet.</p>\n</section>\n`;
  const count = input.commentCount.toLocaleString("en-US");
  const parts = [open, `<h2>${count} ${input.commentCount === 1 ? "comment" : "comments"}</h2>`];
  if (input.comments.length)
    parts.push(`<ol class="threadline-comments">\n${input.comments.map(renderItem).join("\n")}\n</ol>`);
  if (input.nextUrl) parts.push(`<nav><a rel="next" href="${escapeHtml(input.nextUrl)}">More comments</a></nav>`);
  parts.push("</section>\n");
  return parts.join("\n");
}
