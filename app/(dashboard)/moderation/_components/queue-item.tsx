import { ExternalLink, Flag } from "lucide-react";
import type { CommentView } from "@/lib/comments/comment-schemas";
import { ToneBadge } from "../../_components/tone-badge";
import { UtcTime } from "../../_components/utc-time";
import { ModerateButtons } from "./moderate-buttons";

const kinds = { api: "via the API", guest: "guest", reader: "signed-in reader" } as const;

/** One waiting comment: who wrote it where and when, what it says (HTML sanitized on the server when it was written), and the decisions. */
export function QueueItem({ comment }: { comment: CommentView }) {
  const author = comment.author_name || "Anonymous";
  return (
    <li data-testid="queue-item" className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium text-zinc-900 dark:text-zinc-100">{author}</span>
        <ToneBadge tone="neutral">{kinds[comment.author_kind]}</ToneBadge>
        {comment.author?.email && <span className="break-all text-zinc-600 dark:text-zinc-400">{comment.author.email}</span>}
        {comment.flag_count > 0 && (
          <ToneBadge tone="warn">
            <Flag className="mr-1 size-3" aria-hidden /> {comment.flag_count} flag{comment.flag_count === 1 ? "" : "s"}
          </ToneBadge>
        )}
        <span className="text-zinc-600 dark:text-zinc-400">
          <UtcTime iso={comment.created_at} />
        </span>
      </div>
      <a
        href={comment.thread_url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="inline-flex max-w-full items-center gap-1 self-start rounded text-sm text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
      >
        <span className="truncate">{comment.thread_url}</span> <ExternalLink className="size-3.5 shrink-0" aria-hidden />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <div
        className="break-words rounded-md bg-zinc-50 p-3 text-sm text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100 [&_a]:text-indigo-700 [&_a]:underline dark:[&_a]:text-indigo-300 [&_blockquote]:border-l-2 [&_blockquote]:border-zinc-300 [&_blockquote]:pl-3 [&_code]:font-mono [&_p+p]:mt-2 [&_pre]:overflow-x-auto"
        // content_html is rendered from an allowlist on the server when the comment is written (lib/comments).
        dangerouslySetInnerHTML={{ __html: comment.content_html }}
      />
      <ModerateButtons commentId={comment.id} author={author} />
    </li>
  );
}
