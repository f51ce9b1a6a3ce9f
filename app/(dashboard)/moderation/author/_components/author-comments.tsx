import Link from "next/link";

import { UtcTime } from "../../../_components/utc-time";
import { StatusBadge } from "./status-badge";

type Item = { id: string; status: string; content: string; threadUrl: string; createdAt: Date };

/** The author's comments on the site, newest first, each with its status and a link to its history; "Older" pages on by cursor. */
export function AuthorComments(props: {
  comments: Item[];
  next: string | null;
  paged: boolean;
  pageHref: (after: string | null) => string;
}) {
  const { comments, next, pageHref } = props;
  if (!comments.length) return <p className="text-sm text-muted-foreground">No comments on this page.</p>;
  return (
    <>
      <ul className="divide-y divide-border" aria-label="Their comments">
        {comments.map((c) => (
          <li key={c.id} data-testid="author-comment" className="flex flex-col gap-1.5 py-3 first:pt-0">
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <StatusBadge status={c.status} />
              <UtcTime iso={c.createdAt.toISOString()} />
              <Link href={`/moderation/comments/${c.id}`} className="font-medium text-primary hover:underline">
                History<span className="sr-only"> of this comment</span>
              </Link>
            </div>
            <p className="line-clamp-3 break-words text-sm text-foreground">{c.content || <em>Deleted</em>}</p>
            <p className="truncate text-xs text-muted-foreground">{c.threadUrl}</p>
          </li>
        ))}
      </ul>
      <nav aria-label="Their comment pages" className="mt-4 flex gap-4 text-sm">
        {props.paged && (
          <Link href={pageHref(null)} className="font-medium text-primary hover:underline">
            Newest
          </Link>
        )}
        {next && (
          <Link href={pageHref(next)} className="font-medium text-primary hover:underline">
            Older comments
          </Link>
        )}
      </nav>
    </>
  );
}
