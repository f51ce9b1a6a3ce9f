/** The longest comment, in characters (documented in docs/api.md). */
export const maxContentLength = 10_000;
/** The longest display name, in characters. */
export const maxAuthorNameLength = 80;
/** The longest thread URL, in characters. */
export const maxThreadUrlLength = 2_048;
/** Name shown for an API-created comment that gives none. */
export const defaultAuthorName = "Anonymous";
