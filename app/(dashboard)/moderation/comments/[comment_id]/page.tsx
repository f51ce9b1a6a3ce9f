import { ExternalLink, UserRound } from "lucide-react";
import Link from "next/link";

import { BackToQueue } from "../../_components/back-to-queue";
import { Card } from "../../../_components/card";
import { EmptyState } from "../../../_components/empty-state";
import { PageHeader } from "../../../_components/page-header";
import { UtcTime } from "../../../_components/utc-time";
import { helpLinks } from "../../../_lib/help-links";
import { actionWords } from "../../audit/_components/action-words";
import { StatusBadge } from "../../author/_components/status-badge";
import { loadCommentHistory } from "./_lib/load-comment-history";

export const metadata = { title: "Comment history" };

const kinds = { api: "via the API", guest: "guest", reader: "signed-in reader" } as Record<string, string>;

/** One comment of the member's sites and every decision on it, oldest first, automatic ones included. */
export default async function CommentHistoryPage({ params }: { params: Promise<{ comment_id: string }> }) {
  const history = await loadCommentHistory((await params).comment_id);
  const { comment } = history;
  const link = "inline-flex items-center gap-1 font-medium text-primary hover:underline";
  return (
    <>
      <BackToQueue />
      <PageHeader
        help={{ href: helpLinks.commentHistory, topic: "a comment's history" }}
        title="Comment history"
        description={<>Every decision on this comment on {comment.siteName}, oldest first.</>}
      />
      <Card title="The comment">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <StatusBadge status={comment.status} />
          <span className="font-medium text-foreground">{comment.authorName || "Deleted"}</span>
          <span>{kinds[comment.authorKind] ?? comment.authorKind}</span>
          <UtcTime iso={comment.createdAt.toISOString()} />
          {comment.flagCount > 0 && (
            <span>
              {comment.flagCount} flag{comment.flagCount === 1 ? "" : "s"}
            </span>
          )}
        </div>
        <div
          className="mt-3 break-words rounded-md bg-muted p-3 text-sm text-foreground [&_a]:text-primary [&_a]:underline [&_p+p]:mt-2"
          // contentHtml is rendered from an allowlist on the server when the comment is written (lib/comments).
          dangerouslySetInnerHTML={{ __html: comment.contentHtml || "<p><em>Deleted</em></p>" }}
        />
        <div className="mt-3 flex flex-wrap gap-4 text-sm">
          <a href={comment.threadUrl} target="_blank" rel="noopener noreferrer nofollow" className={link}>
            The page <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <Link href={`/moderation/author?comment=${comment.id}`} className={link}>
            <UserRound className="size-3.5" aria-hidden /> The author
          </Link>
        </div>
      </Card>
      <Card
        title="Decisions"
        description={
          history.total > history.actions.length
            ? `The first ${history.actions.length} of ${history.total}.`
            : undefined
        }
        className="mt-6"
      >
        {history.actions.length === 0 ? (
          <EmptyState icon={<StatusBadge status={comment.status} />} title="No decisions yet">
            The comment was published when it was written, and nobody has changed it since.
          </EmptyState>
        ) : (
          <ol className="flex flex-col gap-4" aria-label="Decisions, oldest first">
            {history.actions.map((action) => (
              <li key={action.id} data-testid="history-entry" className="border-l-2 border-border pl-4">
                <p className="text-sm font-medium text-foreground">
                  {actionWords(action.action)}{" "}
                  <span className="font-normal text-muted-foreground">
                    ({action.from_status} → {action.to_status})
                  </span>
                </p>
                <p className="text-sm text-foreground">
                  {action.actorLabel} · <UtcTime iso={action.created_at} />
                </p>
                {action.reason && <p className="text-sm text-muted-foreground">Reason: {action.reason}</p>}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}
