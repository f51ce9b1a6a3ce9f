// The shapes the widget reads from /v1 (docs/api.md, docs/sites.md), kept to the fields it uses.

/** A reaction a site may offer. */
export type ReactionName = "funny" | "interesting" | "insightful";

/** A sort order of the thread. */
export type SortOrder = "top" | "newest" | "oldest";

/** The public widget configuration (GET /v1/sites/{id}/widget-config). */
export type WidgetConfig = {
  site_id: string;
  theme: {
    color_scheme: "light" | "dark" | "auto";
    accent_color: string;
    font: string;
    corner_radius: number;
    density: "compact" | "comfortable";
    locale: string;
  };
  sign_in_modes: Array<"guest" | "magic_link" | "sso">;
  guest_name_required: boolean;
  default_sort: SortOrder;
  comments_per_page: number;
  max_reply_depth: number;
  reactions: ReactionName[];
  upvotes: boolean;
  edit_window_minutes: number;
  /** Whether readers may get mail from the site: reply mail, following, mentions (docs/notifications.md). */
  reader_notifications?: boolean;
};

/** A comment as the public read answers it, replies nested. */
export type WidgetComment = {
  id: string;
  parent_id: string | null;
  content: string;
  content_html: string;
  author_name: string;
  author_kind: "api" | "guest" | "reader" | "import";
  author_id: string | null;
  status: "pending" | "approved" | "rejected" | "spam" | "deleted";
  deleted: boolean;
  upvotes: number;
  reaction_counts: Partial<Record<ReactionName, number>>;
  created_at: string;
  edited_at: string | null;
  replies: WidgetComment[];
};

/** The thread's state beside its comments (null until its first comment). */
export type ThreadInfo = { locked: boolean; comment_count: number } | null;

/** One page of a thread (GET /v1/comments). */
export type CommentPage = { comments: WidgetComment[]; total: number; has_more: boolean; thread?: ThreadInfo };

/** The signed-in reader, as session exchanges answer it. */
export type Reader = { id: string; name: string; mode: "magic_link" | "sso" };

/** A reader's session as the widget keeps it in the host page's storage. */
export type StoredSession = { token: string; expires_at: string; reader: Reader; sso?: string };

/** A refused request in the user's terms: the problem's code, its first field, and how long to wait. */
export type ApiProblem = { status: number; code: string; field?: string; retryAfter?: number };

/** PUT /v1/follows: a reader follows at once; a guest's follow waits for the confirmation link. */
export type FollowAnswer = { following?: boolean; confirmation?: "not_needed" | "required" };

/** A signed-in reader's mail choices for the site (GET/PATCH /v1/notifications/settings). */
export type MailSettings = {
  /** Where mail goes; null when the sign-in has no address (nothing can be mailed). */
  email: string | null;
  frequency: "each" | "daily" | "never";
  replies: "direct" | "all" | "off";
  mentions: boolean;
  /** "Stop all mail from this site" was chosen (from a mail's unsubscribe link). */
  stopped: boolean;
  /** Whether the reader follows this page. */
  following?: boolean;
};
