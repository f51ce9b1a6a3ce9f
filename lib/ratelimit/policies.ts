import type { LimitRule } from "./limit-result";

/** Every rate limit the service applies, by name, before RATE_LIMIT_OVERRIDES (documented in docs/api.md). */
export const policies = {
  /** Every /v1 request authenticated by one API key. */
  apiKey: { limit: 1000, windowSeconds: 60 },
  /** Comments by one signed-in reader (magic link or SSO). */
  readerComment: { limit: 30, windowSeconds: 3600 },
  /** Comments by one anonymous client (guest), per IP. */
  guestComment: { limit: 5, windowSeconds: 3600 },
  /** Reads by browsers (comments, widget configuration, the session), per IP. */
  publicRead: { limit: 600, windowSeconds: 60 },
  /** Comment counts asked for by browsers (the count script), per IP. */
  publicCount: { limit: 120, windowSeconds: 60 },
  /** Comment previews from browsers, per reader or per IP. */
  commentPreview: { limit: 60, windowSeconds: 60 },
  /** Votes, reactions and flags from browsers, per reader or per IP. */
  browserAction: { limit: 120, windowSeconds: 60 },
  /** Magic links sent to one e-mail address. */
  magicLinkEmail: { limit: 5, windowSeconds: 3600 },
  /** Magic links asked for from one IP. */
  magicLinkIp: { limit: 20, windowSeconds: 3600 },
  /** Sign-in attempts (SSO, code exchange, following a link, signing out) from one IP. */
  signIn: { limit: 60, windowSeconds: 600 },
  /** Dashboard sign-in links sent to one e-mail address. */
  dashboardSignInEmail: { limit: 5, windowSeconds: 3600 },
  /** Dashboard sign-in links asked for from one IP. */
  dashboardSignInIp: { limit: 20, windowSeconds: 3600 },
  /** Refused credentials (unknown or revoked API keys and session tokens) from one IP. */
  invalidCredentials: { limit: 20, windowSeconds: 60 },
} satisfies Record<string, LimitRule>;

export type PolicyName = keyof typeof policies;
