/** The session cookie's name. */
export const sessionCookieName = "tl_session";

/** How long a reader session lasts: SESSION_TTL_MINUTES, default 24 hours. */
export function sessionTtlMs(): number {
  const minutes = Number(process.env.SESSION_TTL_MINUTES || 24 * 60);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : 24 * 60) * 60_000;
}

/** The shape of a session token: `ses_` and 43 base62 characters. */
export const sessionTokenPattern = /^ses_[0-9A-Za-z]{43}$/;
