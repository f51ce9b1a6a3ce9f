/** A signed-in reader as the reader-mail functions need them (from the session; never from a body). */
export type MailReader = { readerId: string; siteId: string; email: string | null; name: string };
