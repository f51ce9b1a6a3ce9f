/** Whose data a request may reach: one account, in live or test mode (as an API key gives it). */
export type AccountScope = { accountId: string; livemode: boolean };
