// What the rendered comment HTML may contain: these tags, these attributes, these link schemes.
const allowed: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  em: [],
  pre: [],
  blockquote: [],
  ul: [],
  li: [],
  code: ["class"],
  ol: ["start"],
  a: ["href", "rel"],
};

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/**
 * Every part of an HTML fragment that falls outside the comment allowlist: unknown tags, unknown
 * attributes, links that are not absolute http(s) or mailto, a `rel` other than ours, stray "<".
 */
export function unsafeHtmlParts(html: string): string[] {
  const problems: string[] = [];
  const tag = /<(\/?)([a-zA-Z][^\s/>]*)([^>]*)>/g;
  for (const [whole, , name, attrs] of html.matchAll(tag)) {
    const allowedAttrs = allowed[name!];
    if (!allowedAttrs) {
      problems.push(`tag ${whole}`);
      continue;
    }
    const rest = attrs!.replace(/\s([a-z-]+)="([^"]*)"/g, (_, attr: string, raw: string) => {
      const value = decode(raw);
      if (!allowedAttrs.includes(attr)) problems.push(`attribute ${attr} in ${whole}`);
      if (attr === "href" && !/^(https?:\/\/|mailto:)/i.test(value)) problems.push(`href ${value}`);
      if (attr === "rel" && value !== "nofollow ugc noopener") problems.push(`rel ${value}`);
      if (attr === "class" && !/^language-[\w#+.-]+$/.test(value)) problems.push(`class ${value}`);
      if (attr === "start" && !/^\d+$/.test(value)) problems.push(`start ${value}`);
      return "";
    });
    if (rest.replace(/\s*\/$/, "").trim() !== "") problems.push(`unparsed attributes ${rest} in ${whole}`);
    if (name === "a" && !whole.startsWith("</") && !/\srel="/.test(attrs!)) problems.push(`link without rel: ${whole}`);
  }
  const text = html.replace(tag, "");
  if (/[<>]/.test(text)) problems.push(`raw angle bracket in text: ${text}`);
  return problems;
}
