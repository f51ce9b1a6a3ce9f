import { cookies, headers } from "next/headers";

import { accountCookieName } from "./current-member";

// A year: the choice is this browser's until the member picks another account.
const maxAgeSeconds = 365 * 24 * 60 * 60;

/** Whether this request reached us over https (by PUBLIC_URL, or through a trusted proxy that says so). */
async function requestIsHttps(): Promise<boolean> {
  if (process.env.PUBLIC_URL?.startsWith("https:")) return true;
  return Boolean(process.env.TRUST_PROXY) && (await headers()).get("x-forwarded-proto") === "https";
}

/**
 * Remembers in this browser which account the member works in. The cookie is only a preference:
 * every request checks it against the member's memberships (findMemberContext), so a forged one
 * falls back to their own account.
 */
export async function setAccountCookie(accountId: string): Promise<void> {
  (await cookies()).set(accountCookieName, accountId, {
    httpOnly: true,
    sameSite: "lax",
    secure: await requestIsHttps(),
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

/** Forgets the browser's account choice (the account was left or deleted): the next page opens the oldest one left. */
export async function clearAccountCookie(): Promise<void> {
  (await cookies()).delete(accountCookieName);
}
