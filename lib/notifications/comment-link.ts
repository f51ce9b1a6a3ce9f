/** The link to one comment on its page: the thread's address with the widget's `#tl-<id>` anchor. */
export function commentLink(threadUrl: string, commentId: string): string {
  return `${threadUrl.split("#")[0]}#tl-${commentId}`;
}
