import { cookies, headers } from "next/headers";

import { accountCookieName } from "./current-member";

/** A year: the choice of account outlives sessions; every request checks it against the memberships anyway. */
const maxAgeSeconds = 365 * 24 * 60 * 60;

/** Makes this browser work in `accountId` from the next request on (a server action's or page's cookie). */
export async function rememberAccount(accountId: string): Promise<void> {
  const forwarded = (await headers()).get("x-forwarded-proto");
  const secure = process.env.PUBLIC_URL?.startsWith("https:") || forwarded === "https";
  (await cookies()).set(accountCookieName, accountId, {
    httpOnly: true,
    sameSite: "lax",
    secure: Boolean(secure),
    path: "/",
    maxAge: maxAgeSeconds,
  });
}
