import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

// The Markdown subset comments are written in: paragraphs and line breaks, emphasis, inline code
// and code blocks, quotes, lists and links. Raw HTML is not Markdown here: it shows as text.
// maxNesting (the "zero" preset's own value, stated so no change of preset loosens it) stops
// quotes, lists and emphasis nesting past 20 levels; deeper markers stay text, so no comment,
// however many `>` or `-` it stacks, drives the parser's recursion deep.
const markdown = new MarkdownIt("zero", { html: false, linkify: true, breaks: true, maxNesting: 20 }).enable([
  "emphasis",
  "backticks",
  "code",
  "fence",
  "blockquote",
  "list",
  "link",
  "autolink",
  "linkify",
  "newline",
  "escape",
  "entity",
]);

// Link relations on every rendered link: readers' links earn no ranking and get no opener.
const commentLinkRel = "nofollow ugc noopener";

// The allowlist is the security boundary, whatever the Markdown renderer emits.
const allowlist: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "code", "pre", "blockquote", "ul", "ol", "li", "a"],
  allowedAttributes: { a: ["href", "rel"], ol: ["start"] },
  allowedClasses: { code: [/^language-[\w#+.-]{1,40}$/] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Relative links would resolve against whichever page shows the comment: keep absolute ones only.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(/^(https?:\/\/|mailto:)/i.test(attribs.href ?? "") ? { href: attribs.href! } : {}),
        rel: commentLinkRel,
      },
    }),
  },
};

/** A comment's Markdown as the safe HTML stored beside it and served as `content_html`. */
export function renderCommentHtml(content: string): string {
  return sanitizeHtml(markdown.render(content), allowlist).trim();
}
