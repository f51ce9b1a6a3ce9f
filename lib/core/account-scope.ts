/** Whose data a request may reach: one account, in live or test mode (as an API key gives it). */
export type AccountScope = { accountId: string; livemode: boolean };

/**
 * What a reader's browser may reach: the live, listed comments of one site (a signed-in reader's)
 * or of any site (a guest), and its own comments; `ipHash` and `email` are checked against bans.
 */
export type ReaderScope = {
  readerSiteId: string | null;
  readerId: string | null;
  email: string | null;
  ipHash: string;
};

/** Either an API key's account or a reader's browser. */
export type CommentScope = AccountScope | ReaderScope;

/** A dashboard member's reach: their account, and the sites a moderator is limited to (empty for all). */
export type MemberScope = { accountId: string; siteIds: string[] };
