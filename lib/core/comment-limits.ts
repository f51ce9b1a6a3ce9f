/** The longest comment, in characters (documented in docs/api.md). */
export const maxContentLength = 10_000;
/** The longest display name, in characters. */
export const maxAuthorNameLength = 80;
/** The longest thread URL, in characters. */
export const maxThreadUrlLength = 2_048;
/** Name shown for an API-created comment that gives none. */
export const defaultAuthorName = "Anonymous";
/**
 * The deepest a new reply may sit below its top-level comment (depth 0): a reply to a comment at
 * this depth is refused with `reply_too_deep`. Real conversations stay far above it; it exists so
 * that nobody can grow a chain deep enough to strain every walk over it (docs/api.md).
 */
export const maxReplyDepth = 100;
/**
 * How many levels `replies` nest in an answer below its top comment; deeper replies come flattened
 * in the `replies` of their ancestor at this level. Also the widest `max_reply_depth` a site may set,
 * so the widget can draw the answer as it comes; and it keeps every JSON parser's nesting limit safe.
 */
export const maxNestedReplyLevels = 20;
