import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

import { headingSlugger } from "./heading-slugger";

/** A heading of a rendered guide, for its table of contents. */
export type GuideHeading = { level: number; id: string; text: string };

type Token = ReturnType<InstanceType<typeof MarkdownIt>["parse"]>[number];

// Raw HTML in a doc shows as text; tables, fences and strikethrough as GitHub shows them.
const markdown = new MarkdownIt("default", { html: false, linkify: false, typographer: false });

// Wide tables scroll on their own on a phone; the region is focusable so a keyboard can scroll it.
markdown.renderer.rules.table_open = () =>
  '<div class="guide-table" role="region" aria-label="Table, scrolls sideways" tabindex="0"><table>\n';
markdown.renderer.rules.table_close = () => "</table></div>\n";

// The allowlist is the security boundary, whatever the renderer emits.
const allowlist: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "strong", "em", "s", "code", "pre", "blockquote"],
    ...["ul", "ol", "li", "a", "img", "div", "table", "thead", "tbody", "tr", "th", "td"],
  ],
  allowedAttributes: {
    ...Object.fromEntries(["h1", "h2", "h3", "h4", "h5", "h6"].map((tag) => [tag, ["id"]])),
    a: ["href"],
    img: ["src", "alt", "loading", "width", "height"],
    ol: ["start"],
    div: ["class", "role", "aria-label", "tabindex"],
    pre: ["tabindex"],
    th: ["style"],
    td: ["style"],
  },
  allowedClasses: { code: [/^language-[\w#+.-]{1,40}$/], div: ["guide-table"] },
  allowedStyles: { "*": { "text-align": [/^(left|right|center)$/] } },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // A code block wider than a phone scrolls; focusable, so a keyboard can scroll it too.
  transformTags: { pre: (tagName) => ({ tagName, attribs: { tabindex: "0" } }) },
  exclusiveFilter: (frame) => frame.tag === "img" && !(frame.attribs.src ?? "").startsWith("/docs/screenshots/"),
};

/**
 * A guide's Markdown as safe HTML: headings carry GitHub's ids, links to another guide
 * (`sites.md#domains`) point at its page (`/docs/sites#domains`), screenshots at
 * /docs/screenshots/ (with their size when `imageSize` knows it), and links to files outside
 * docs/ stay as their text.
 */
export function renderGuideHtml(
  source: string,
  slugOf: (name: string) => string | null,
  imageSize: (file: string) => { width: number; height: number } | null = () => null,
): { html: string; headings: GuideHeading[] } {
  const tokens = markdown.parse(source, {});
  const slug = headingSlugger();
  const headings: GuideHeading[] = [];
  tokens.forEach((token, index) => {
    const inline = tokens[index + 1];
    if (token.type === "heading_open" && inline?.type === "inline") {
      const text = (inline.children ?? []).map((child) => child.content).join("");
      const id = slug(text);
      token.attrSet("id", id);
      headings.push({ level: Number(token.tag.slice(1)), id, text });
    }
    if (token.type === "inline" && token.children) token.children = rewriteLinks(token.children, slugOf, imageSize);
  });
  return { html: sanitizeHtml(markdown.renderer.render(tokens, markdown.options, {}), allowlist).trim(), headings };
}

function rewriteLinks(
  children: Token[],
  slugOf: (name: string) => string | null,
  imageSize: (file: string) => { width: number; height: number } | null,
): Token[] {
  let droppedOpen = false;
  return children.filter((child) => {
    if (child.type === "link_open") {
      const href = guideHref(String(child.attrGet("href") ?? ""), slugOf);
      if (href === null) droppedOpen = true;
      else child.attrSet("href", href);
      return href !== null;
    }
    if (child.type === "link_close" && droppedOpen) {
      droppedOpen = false;
      return false;
    }
    if (child.type === "image") {
      const file = /^screenshots\/([a-z0-9][a-z0-9-]*\.png)$/.exec(String(child.attrGet("src") ?? ""))?.[1];
      if (!file) return false;
      child.attrSet("src", `/docs/screenshots/${file}`);
      child.attrSet("loading", "lazy");
      // Its size keeps the text below in place while it loads, so an anchor lands where it should.
      const size = imageSize(file);
      if (size) {
        child.attrSet("width", String(size.width));
        child.attrSet("height", String(size.height));
      }
    }
    return true;
  });
}

function guideHref(href: string, slugOf: (name: string) => string | null): string | null {
  if (/^(https?:\/\/|mailto:|#)/i.test(href)) return href;
  const match = /^([a-z0-9-]+)\.md(#\S*)?$/.exec(href);
  const slug = match?.[1] ? slugOf(match[1]) : null;
  return slug ? `/docs/${slug}${match?.[2] ?? ""}` : null;
}
