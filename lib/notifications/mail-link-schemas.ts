import { z } from "zod";

/** A mail link's token as it appears in a URL: a purpose prefix and 43 base62 characters. */
export const mailLinkQuery = z.object({ token: z.string().regex(/^m[cu]_[0-9A-Za-z]{43}$/) });

/** What an unsubscribe page's button stops: all mail from the site, or mail about the one page. */
export const unsubscribeScopes = ["site", "thread"] as const;
export type UnsubscribeScope = (typeof unsubscribeScopes)[number];
