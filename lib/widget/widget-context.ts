import type { ApiCall } from "./create-api-client";
import type { SiteStorage } from "./open-site-storage";
import type { Strings } from "./strings/en";
import type { StoredSession, WidgetComment, WidgetConfig } from "./widget-types";

/** What live updates may do to a comment on the page. */
export type CommentHandle = {
  item: HTMLLIElement;
  comment: WidgetComment;
  addReply: (reply: WidgetComment) => HTMLLIElement;
  counts: (upvotes: number, reactionCounts: WidgetComment["reaction_counts"]) => void;
  edited: (comment: WidgetComment) => void;
  removed: (deleted: boolean) => void;
};

/** What every part of the widget shares: the site's settings, the words, the API and the reader. */
export type WidgetContext = {
  config: WidgetConfig;
  t: Strings;
  lang: string;
  call: ApiCall;
  storage: SiteStorage;
  /** The thread's URL (data-thread-url, the canonical link, or the page). */
  threadUrl: string;
  /** The page itself, where a sign-in link brings the reader back. */
  pageUrl: string;
  /** Loads a part of the widget that is not needed before the first comments show. */
  load: <T>(chunk: "sign-in" | "mail-settings" | "mentions") => Promise<T>;
  session: () => StoredSession | undefined;
  setSession: (session: StoredSession | undefined) => void;
  /** Says something to screen readers (and nothing to the eye). */
  announce: (message: string) => void;
  isLocked: () => boolean;
  /** Whether the reader may write now: signed in, or guests welcome. */
  canWrite: () => boolean;
  /** The comments on the page by id. */
  handles: Map<string, CommentHandle>;
  /** A comment the reader has just written, for the list to show at once. */
  added: (comment: WidgetComment) => void;
};
