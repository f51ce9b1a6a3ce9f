/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 13.1.2: W/ prefixes do not matter; `*` names any). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}
