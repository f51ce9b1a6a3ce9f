import { NodeHtmlMarkdown } from "node-html-markdown";

// One converter for the whole process: it keeps its options and rule tables compiled.
const converter = new NodeHtmlMarkdown({ keepDataImages: false, useLinkReferenceDefinitions: false });

/**
 * An imported comment's HTML as the Markdown comments are written in here: emphasis, links,
 * quotes, lists and code survive; any other markup (scripts included) is dropped, and what is
 * left is rendered and sanitized again like any new comment.
 */
export function htmlToMarkdown(html: string): string {
  return converter.translate(html).trim();
}

/** WordPress keeps line breaks as typed (it adds paragraphs when showing): make them HTML first. */
export function wordpressTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, "<br>")}</p>`)
    .join("");
}
