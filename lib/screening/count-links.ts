const linkPattern = /(?:\bhttps?:\/\/|(?<![\w.@])www\.)[^\s<>()]+/giu;

/** How many links a comment's text carries (http(s) URLs and bare www. addresses, Markdown links included). */
export function countLinks(content: string): number {
  return content.normalize("NFKC").match(linkPattern)?.length ?? 0;
}
