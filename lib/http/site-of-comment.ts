import { findCommentSiteId } from "@/lib/comments/find-comment-site-id";

/** `siteOf` for routes about one comment: the comment's own site, which a browser's change must come from. */
export function siteOfComment({ params }: { params: { comment_id: string } }): Promise<string | undefined> {
  return findCommentSiteId(params.comment_id);
}
