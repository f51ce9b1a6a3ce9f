import type { BrowserContext } from "playwright-core";

import { createMemberSession } from "../../support/create-member-session";

/**
 * Signs a browser context in as an existing member, the way next-auth would after the magic link:
 * a session row (token stored hashed) and the session cookie. Only the magic-link test walks the
 * real sign-in; every other browser test starts here.
 */
export async function signInAs(
  context: BrowserContext,
  server: { baseUrl: string; databaseUrl: string },
  email: string,
): Promise<void> {
  const token = await createMemberSession(server.databaseUrl, email);
  await context.addCookies([
    { name: "next-auth.session-token", value: token, url: server.baseUrl, httpOnly: true, sameSite: "Lax" },
  ]);
}
