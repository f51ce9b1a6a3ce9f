import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp, threadQuery } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { linkIn, startSmtpCapture } from "../support/smtp-capture";
import { startServerOn, type OwnServer } from "../support/start-server-on";
import { testServers } from "../support/test-servers";

const origin = "https://readers.example.com";

describe.each(testServers().map((s) => s.name))("magic links over real SMTP on %s", (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let app: OwnServer;
  let owner: Bootstrapped;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await startServerOn(backend, { SMTP_URL: smtp.url, THREADLINE_TEST_CLOCK: "1", TRUST_PROXY: "1" });
    owner = await buildAccount(app.databaseUrl, { domain: "readers.example.com" });
  });
  afterAll(async () => {
    await app?.stop();
    await smtp?.close();
  });

  const browser = (ip = randomIp()) => apiClient(app.baseUrl(), undefined, { ip, origin });
  const ask = (email: string, extra: Record<string, unknown> = {}, client = browser()) =>
    client.post(`/v1/auth/magic-link?site_id=${owner.site_id}`, {
      site_id: owner.site_id,
      email,
      thread_url: `${origin}/story#comments`,
      ...extra,
    });
  const follow = (link: string, headers: Record<string, string> = {}) => fetch(link, { redirect: "manual", headers });

  it("signs a reader in: mail, link, cookie, code exchange, comment as themselves, sign out", async () => {
    const email = `ada-${Date.now()}@example.com`;
    const asked = await ask(email, { name: "Ada" });
    expect(asked.status).toBe(202);
    expect(asked.json).toEqual({ status: "sent", expires_in_seconds: 900 });
    const mail = await smtp.waitForMail(email);
    const link = linkIn(mail);
    expect(link.startsWith(app.baseUrl())).toBe(true);

    const followed = await follow(link);
    expect(followed.status).toBe(303);
    const location = followed.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^${origin}/story#threadline_code=sic_[0-9A-Za-z]{32}$`));
    const cookie = followed.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^tl_session=ses_[0-9A-Za-z]{43}; Path=\/; HttpOnly; Max-Age=\d+; SameSite=Lax$/);

    const code = location.split("threadline_code=")[1]!;
    const exchanged = await browser().post(`/v1/auth/session/exchange?site_id=${owner.site_id}`, { code });
    expect(exchanged.status).toBe(200);
    expect(exchanged.json).toMatchObject({
      token: expect.stringMatching(/^ses_/),
      reader: { name: "Ada", mode: "magic_link", site_id: owner.site_id },
    });
    expect(exchanged.headers.get("access-control-allow-origin")).toBe(origin);
    expect((await browser().post("/v1/auth/session/exchange", { code })).status).toBe(401);

    const reader = apiClient(app.baseUrl(), exchanged.json.token, { ip: randomIp(), origin });
    const me = await reader.get("/v1/auth/session");
    expect(me.json).toMatchObject({
      id: expect.stringMatching(/^usr_/),
      name: "Ada",
      avatar_url: null,
      mode: "magic_link",
    });
    expect(JSON.stringify(me.json)).not.toContain(email);

    const posted = await reader.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: `${origin}/story`,
      content: "signed in",
      author_name: "Impostor",
    });
    expect(posted.status).toBe(201);
    expect(posted.json.author_name).toBe("Ada");

    const byCookie = apiClient(app.baseUrl(), undefined, { origin });
    const cookieHeader = { Cookie: cookie.split(";")[0]! };
    expect((await byCookie.get("/v1/auth/session", cookieHeader)).json.name).toBe("Ada");

    expect((await reader.del("/v1/auth/session")).status).toBe(204);
    expect((await reader.get("/v1/auth/session")).status).toBe(401);
    expect(
      (
        await reader.post("/v1/comments", {
          site_id: owner.site_id,
          thread_url: `${origin}/story`,
          content: "after logout",
        })
      ).status,
    ).toBe(401);
  });

  it("uses a link once, for 15 minutes, for its own site only", async () => {
    const email = `once-${Date.now()}@example.com`;
    await ask(email);
    const link = linkIn(await smtp.waitForMail(email));
    expect((await follow(link)).headers.get("location")).toContain("#threadline_code=");
    const again = await follow(link);
    expect(again.headers.get("location")).toBe(`${origin}/story#threadline_error=link_used`);
    expect(again.headers.get("set-cookie")).toBeNull();

    const later = `late-${Date.now()}@example.com`;
    await ask(later);
    const lateLink = linkIn(await smtp.waitForMail(later));
    const sixteenMinutes = new Date(Date.now() + 16 * 60_000).toISOString();
    const expired = await follow(lateLink, { "X-Threadline-Now": sixteenMinutes });
    expect(expired.headers.get("location")).toBe(`${origin}/story#threadline_error=link_expired`);
    expect(expired.headers.get("set-cookie")).toBeNull();
    const fourteenMinutes = new Date(Date.now() + 14 * 60_000).toISOString();
    expect((await follow(lateLink, { "X-Threadline-Now": fourteenMinutes })).headers.get("location")).toContain(
      "#threadline_code=",
    );

    const other = await buildAccount(app.databaseUrl, { domain: "readers.example.com" });
    const elsewhere = `else-${Date.now()}@example.com`;
    await ask(elsewhere);
    const foreign = linkIn(await smtp.waitForMail(elsewhere)).replace(owner.site_id, other.site_id);
    const refused = await follow(foreign);
    expect(refused.status).toBe(404);
    expect((await refused.json()).code).toBe("magic_link_not_found");
  });

  it("answers a client that asks for JSON with the same outcome, once, instead of a redirect", async () => {
    const email = `json-${Date.now()}@example.com`;
    await ask(email);
    const link = linkIn(await smtp.waitForMail(email));
    const first = await follow(link, { Accept: "application/json" });
    expect(first.status).toBe(200);
    expect(first.headers.get("location")).toBeNull();
    expect(first.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    const body = await first.json();
    expect(body.signed_in).toBe(true);
    expect(body.redirect_to).toMatch(new RegExp(`^${origin}/story#threadline_code=sic_[0-9A-Za-z]{32}$`));
    const again = await follow(link, { Accept: "application/json" });
    expect(await again.json()).toEqual({ redirect_to: `${origin}/story#threadline_error=link_used`, signed_in: false });
    // A browser sends text/html among its types, and is redirected as ever.
    const browser = await follow(link, { Accept: "text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8" });
    expect(browser.status).toBe(303);
  });

  it("sends the reader back only to the site's own pages", async () => {
    const res = await ask("phish@example.com", { thread_url: "https://evil.example.org/steal" });
    expect(res.status).toBe(422);
    expect(res.json.errors[0].field).toBe("thread_url");
    expect(smtp.mails.some((m) => m.to.includes("phish@example.com"))).toBe(false);
  });

  it("limits links per e-mail address and per IP", async () => {
    const email = `flood-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await ask(email)).status).toBe(202);
    const sixth = await ask(email);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    const ip = randomIp();
    for (let i = 0; i < 20; i++)
      expect((await ask(`ip-${i}-${Date.now()}@example.com`, {}, browser(ip))).status).toBe(202);
    expect((await ask(`ip-last-${Date.now()}@example.com`, {}, browser(ip))).status).toBe(429);
  });

  it("refuses a cookie-signed change from another origin or not as JSON", async () => {
    const email = `csrf-${Date.now()}@example.com`;
    await ask(email, { name: "Cat" });
    const cookie = (await follow(linkIn(await smtp.waitForMail(email)))).headers.get("set-cookie")!.split(";")[0]!;
    const body = { site_id: owner.site_id, thread_url: `${origin}/story`, content: "by cookie" };
    const forged = await apiClient(app.baseUrl(), undefined, { origin: "https://evil.example.org" }).post(
      "/v1/comments",
      body,
      { Cookie: cookie },
    );
    expect(forged.status).toBe(403);
    expect(forged.json.code).toBe("origin_not_allowed");
    const noOrigin = await apiClient(app.baseUrl()).post("/v1/comments", body, { Cookie: cookie });
    expect(noOrigin.status).toBe(403);
    const form = await fetch(`${app.baseUrl()}/v1/comments`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ site_id: owner.site_id, thread_url: `${origin}/story`, content: "form" }),
    });
    expect(form.status).toBe(415);
    const ok = await apiClient(app.baseUrl(), undefined, { origin }).post("/v1/comments", body, { Cookie: cookie });
    expect(ok.status).toBe(201);
    expect(ok.json.author_name).toBe("Cat");
    const listed = await apiClient(app.baseUrl()).get(threadQuery(owner.site_id, `${origin}/story`));
    expect(listed.json.comments.filter((c: { content: string }) => c.content === "form")).toEqual([]);
  });

  it("reads on as a guest with an ended cookie session, clearing the cookie, but refuses changes", async () => {
    const email = `ended-${Date.now()}@example.com`;
    await ask(email, { name: "Dee" });
    const cookie = (await follow(linkIn(await smtp.waitForMail(email)))).headers.get("set-cookie")!.split(";")[0]!;
    const browserWithCookie = apiClient(app.baseUrl(), undefined, { ip: randomIp(), origin });
    expect((await browserWithCookie.del("/v1/auth/session", { Cookie: cookie })).status).toBe(204);
    const read = await browserWithCookie.get(threadQuery(owner.site_id, `${origin}/story`), { Cookie: cookie });
    expect(read.status).toBe(200);
    expect(read.headers.get("set-cookie")).toMatch(/^tl_session=; Path=\/; HttpOnly; Max-Age=0/);
    const write = await browserWithCookie.post(
      "/v1/comments",
      { site_id: owner.site_id, thread_url: `${origin}/story`, content: "x" },
      { Cookie: cookie },
    );
    expect(write.status).toBe(401);
    expect(write.json.code).toBe("invalid_session");
  });

  it("refuses sign-in by e-mail where the site switched it off", async () => {
    const api = apiClient(app.baseUrl(), owner.api_keys.live);
    await api.call("PATCH", `/v1/sites/${owner.site_id}`, { embed: { sign_in_modes: ["guest"] } });
    const res = await ask(`off-${Date.now()}@example.com`);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("sign_in_mode_disabled");
    await api.call("PATCH", `/v1/sites/${owner.site_id}`, { embed: { sign_in_modes: ["guest", "magic_link"] } });
  });
});
