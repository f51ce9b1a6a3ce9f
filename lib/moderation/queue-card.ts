import type { CommentView } from "@/lib/comments/comment-schemas";

/** How the author of a queued comment signed in: a guest, a magic-link (e-mail) or SSO reader, or a customer's backend. */
export type QueueAuthorKind = "guest" | "email" | "sso" | "api";

/** A comment as the queue's card shows it: what a decision needs. */
export type QueueCard = Omit<CommentView, "replies" | "author"> & {
  thread_title: string | null;
  /** The comment on its page: the widget scrolls to `#tl-<id>`. */
  comment_url: string;
  author: { kind: QueueAuthorKind; email: string | null; ip_on_file: boolean };
  parent: { id: string; author_name: string; excerpt: string; deleted: boolean } | null;
  flags: { count: number; reasons: Record<string, number> };
  markers: { links: number; blocked_term: string | null; first_comment: boolean; edited: boolean };
};
