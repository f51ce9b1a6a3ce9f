// The dashboard's not-found page answers HTTP 404, not a 200 that merely says "Not found": a
// loading skeleton streamed before the lookup would fix the status at 200 (docs/dashboard.md).
import { describe, expect, it } from "vitest";

import { createMemberSession } from "../support/create-member-session";
import { buildAccount } from "../support/factories";
import { testServers } from "../support/test-servers";

describe.each(testServers())("the dashboard's not-found page on $name", ({ baseUrl, databaseUrl }) => {
  /** A signed-in owner's GET of a dashboard path, without following redirects. */
  async function signedInGet(path: string): Promise<{ status: number; html: string }> {
    const email = `owner-${crypto.randomUUID()}@example.com`;
    await buildAccount(databaseUrl, { email, domain: "not-found.example.com" });
    const cookie = `next-auth.session-token=${await createMemberSession(databaseUrl, email)}`;
    const res = await fetch(`${baseUrl}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
    return { status: res.status, html: await res.text() };
  }

  const anywhere = "Nothing at this address in your account";
  it.each([
    ["/sites/site_doesnotexist", anywhere],
    ["/sites/site_doesnotexist/appearance", anywhere],
    ["/webhooks/whk_nope", "No such webhook endpoint"],
    ["/webhooks/whk_nope?mode=test", "No such webhook endpoint"],
    ["/moderation/comments/cmt_nope", "No such comment"],
    ["/settings/nope", anywhere],
    ["/moderation/nope", anywhere],
  ])("answers 404 with the not-found page for %s", async (path, words) => {
    const { status, html } = await signedInGet(path);
    expect(status).toBe(404);
    expect(html).toContain(words);
    // In the dashboard's shell, not Next.js's bare page.
    expect(html).toContain("Sign out");
  });

  it("answers 404 for an unknown page of a site that exists, in the app's own look", async () => {
    const email = `owner-${crypto.randomUUID()}@example.com`;
    const account = await buildAccount(databaseUrl, { email, domain: "not-found.example.com" });
    const cookie = `next-auth.session-token=${await createMemberSession(databaseUrl, email)}`;
    const res = await fetch(`${baseUrl}/sites/${account.site_id}/nope/deeper`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(anywhere);
  });

  it.each(["/sites", "/webhooks", "/moderation", "/dashboard", "/settings/api-keys"])(
    "still answers 200 for %s",
    async (path) => {
      const { status } = await signedInGet(path);
      expect(status).toBe(200);
    },
  );
});
