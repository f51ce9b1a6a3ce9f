import { ArrowDownWideNarrow, MessageSquare, ThumbsUp } from "lucide-react";

type PreviewComment = {
  initials: string;
  name: string;
  badge?: string;
  when: string;
  text: string;
  upvotes: number;
  pending?: boolean;
};

const comments: (PreviewComment & { reply?: PreviewComment })[] = [
  {
    initials: "AL",
    name: "Ada L.",
    when: "2 hours ago",
    text: "The part about difference engines made it click for me. Is a follow-up planned?",
    upvotes: 12,
    reply: {
      initials: "GH",
      name: "Grace H.",
      badge: "Author",
      when: "1 hour ago",
      text: "Yes! Part two is out next week.",
      upvotes: 4,
    },
  },
  {
    initials: "S",
    name: "Sam",
    badge: "Guest",
    when: "just now",
    text: "Great read, thanks for writing it up.",
    upvotes: 0,
    pending: true,
  },
];

function CommentRow({ comment }: { comment: PreviewComment }) {
  return (
    <div className="flex gap-3">
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
      >
        {comment.initials}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold">{comment.name}</span>
          {comment.badge && (
            <span className="rounded bg-muted px-1.5 py-0.5 text-xs font-medium text-muted-foreground">
              {comment.badge}
            </span>
          )}
          <span className="text-muted-foreground">{comment.when}</span>
        </p>
        <p className="mt-1 text-sm">{comment.text}</p>
        <p className="mt-2 flex items-center gap-4 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <ThumbsUp aria-hidden="true" className="size-3.5" /> {comment.upvotes}
            <span className="sr-only">upvotes</span>
          </span>
          <span>Reply</span>
          {comment.pending && (
            <span className="rounded-full border border-warning px-2 py-0.5 font-medium text-warning">
              Awaiting approval
            </span>
          )}
        </p>
      </div>
    </div>
  );
}

/** A still picture of the widget on a customer's page: a thread with a reply and a comment awaiting approval. */
export function ThreadPreview() {
  return (
    <figure className="card min-w-0 p-5 shadow-xl shadow-primary/5 sm:p-6">
      <figcaption className="flex items-center justify-between border-b border-border pb-4 text-sm">
        <span className="inline-flex items-center gap-2 font-semibold">
          <MessageSquare aria-hidden="true" className="size-4 text-primary" /> 3 comments
        </span>
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <ArrowDownWideNarrow aria-hidden="true" className="size-4" /> Top first
        </span>
      </figcaption>
      <div className="space-y-5 pt-5">
        {comments.map((comment) => (
          <div key={comment.name}>
            <CommentRow comment={comment} />
            {comment.reply && (
              // The thread line: replies hang off their parent's left edge.
              <div className="mt-4 ml-4 border-l-2 border-border pl-5">
                <CommentRow comment={comment.reply} />
              </div>
            )}
          </div>
        ))}
        <div className="rounded-lg border border-input bg-background p-3 text-sm text-muted-foreground">
          Join the discussion…
          <div className="mt-3 flex justify-end">
            <span className="rounded-md bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
              Post comment
            </span>
          </div>
        </div>
      </div>
    </figure>
  );
}
