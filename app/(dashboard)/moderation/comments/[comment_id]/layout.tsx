import type { ReactNode } from "react";

import { loadCommentHistory } from "./_lib/load-comment-history";

/** Finds the comment before loading.tsx's skeleton starts the response, so a missing one answers 404 rather than a streamed 200. */
export default async function CommentLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ comment_id: string }>;
}) {
  await loadCommentHistory((await params).comment_id);
  return children;
}
