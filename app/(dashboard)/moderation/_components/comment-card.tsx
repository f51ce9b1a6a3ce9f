"use client";

import clsx from "clsx";
import { CornerDownRight, ExternalLink } from "lucide-react";

import type { QueueDecision } from "@/lib/moderation/decide-queue-comment";
import type { QueueCard } from "@/lib/moderation/queue-card";

import { ToneBadge } from "../../_components/tone-badge";
import { UtcTime } from "../../_components/utc-time";
import { CardActions } from "./card-actions";
import { CardMarkers } from "./card-markers";
import { SpamSummary } from "./spam-summary";

const kinds = { guest: "guest", email: "e-mail reader", sso: "SSO reader", api: "via the API" } as const;
const statusTone = { pending: "warn", approved: "good", rejected: "bad", spam: "bad", deleted: "neutral" } as const;

type Props = {
  card: QueueCard;
  siteName: string | null;
  focused: boolean;
  selected: boolean;
  pinned: boolean;
  elsewhere: string | null;
  rejecting: boolean;
  onFocus: () => void;
  onSelect: () => void;
  onDecide: (decision: QueueDecision, reason?: string) => void;
  onReject: (open: boolean) => void;
};

/**
 * One comment with what a decision needs: its rendered content (HTML sanitized on the server when
 * it was written), author, thread, parent, markers, the spam filter's score and reasons, and decisions. The focused card is highlighted.
 */
export function CommentCard(props: Props) {
  const { card } = props;
  const author = card.author_name || "Anonymous";
  return (
    <article
      id={`card-${card.id}`}
      data-testid="queue-card"
      data-comment-id={card.id}
      data-focused={props.focused || undefined}
      tabIndex={-1}
      aria-label={`Comment by ${author}`}
      onFocus={props.onFocus}
      className={clsx(
        "flex scroll-my-24 flex-col gap-3 rounded-lg border bg-card p-4 outline-none",
        props.focused ? "border-primary ring-2 ring-ring" : "border-border",
        props.elsewhere && "opacity-70",
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <input
          type="checkbox"
          checked={props.selected}
          onChange={props.onSelect}
          aria-label={`Select the comment by ${author}`}
          className="size-4 accent-primary"
        />
        <span className="font-medium text-foreground">{author}</span>
        <ToneBadge tone="neutral">{kinds[card.author.kind]}</ToneBadge>
        {card.author.email && <span className="break-all text-foreground">{card.author.email}</span>}
        {card.author.ip_on_file && <span className="text-muted-foreground">IP on file</span>}
        <ToneBadge tone={statusTone[card.status]}>{card.status}</ToneBadge>
        {props.pinned && <ToneBadge tone="accent">Linked comment</ToneBadge>}
        <span className="text-muted-foreground">
          <UtcTime iso={card.created_at} />
        </span>
      </div>
      {props.elsewhere && (
        <p role="status" className="rounded-md bg-warning-muted px-3 py-2 text-sm text-warning">
          Decided meanwhile by someone else: now {props.elsewhere}.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-2 text-sm text-foreground">
        {props.siteName && <span>{props.siteName} ·</span>}
        <a
          href={card.comment_url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex min-w-0 max-w-full items-center gap-1 rounded text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span className="truncate">{card.thread_title || card.thread_url}</span>{" "}
          <ExternalLink className="size-3.5 shrink-0" aria-hidden />
          <span className="sr-only">(opens the comment on its page in a new tab)</span>
        </a>
      </div>
      {card.parent && (
        <p className="flex gap-1.5 border-l-2 border-input pl-3 text-sm text-foreground">
          <CornerDownRight className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            In reply to{" "}
            {card.parent.deleted ? (
              "a deleted comment"
            ) : (
              <strong className="font-medium">{card.parent.author_name || "Anonymous"}</strong>
            )}
            {card.parent.excerpt && `: “${card.parent.excerpt}”`}
          </span>
        </p>
      )}
      <div
        className="break-words rounded-md bg-muted p-3 text-sm text-foreground [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-input [&_blockquote]:pl-3 [&_code]:font-mono [&_p+p]:mt-2 [&_pre]:overflow-x-auto"
        // content_html is rendered from an allowlist on the server when the comment is written (lib/comments).
        dangerouslySetInnerHTML={{ __html: card.content_html }}
      />
      <CardMarkers card={card} />
      <SpamSummary spam={card.spam} />
      <CardActions
        id={card.id}
        author={author}
        status={card.status}
        rejecting={props.rejecting}
        onDecide={props.onDecide}
        onReject={props.onReject}
      />
    </article>
  );
}
