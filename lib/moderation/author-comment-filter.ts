/** Who an author is on one site, as far as finding their comments goes. */
export type AuthorKey =
  | { siteId: string; kind: "reader"; readerId: string }
  | { siteId: string; kind: "guest"; ipHash: string }
  | { siteId: string; kind: "api"; name: string };

/** The key of a comment's author: a reader by id, a guest by the hash of their IP, the API by the name it gave. */
export function authorKeyOf(comment: {
  siteId: string;
  authorKind: string;
  authorRef: string | null;
  authorIpHash: string | null;
  authorName: string;
}): AuthorKey {
  if (comment.authorKind === "reader" && comment.authorRef)
    return { siteId: comment.siteId, kind: "reader", readerId: comment.authorRef };
  if (comment.authorKind === "guest" && comment.authorIpHash)
    return { siteId: comment.siteId, kind: "guest", ipHash: comment.authorIpHash };
  return { siteId: comment.siteId, kind: "api", name: comment.authorName };
}

/** The comment filter (live comments of the site) that finds every comment of one author. */
export function authorCommentFilter(key: AuthorKey) {
  const base = { siteId: key.siteId, livemode: true };
  if (key.kind === "reader") return { ...base, authorKind: "reader", authorRef: key.readerId };
  if (key.kind === "guest") return { ...base, authorKind: "guest", authorIpHash: key.ipHash };
  return { ...base, authorKind: "api", authorName: key.name };
}
