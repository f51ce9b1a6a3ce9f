import { beforeAll, describe, expect, it } from "vitest";

import { apiClient, threadQuery } from "../support/api-client";
import { buildAccount, setPlan } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { type Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";

describe.each(testServers())("site settings at work on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  let api: ReturnType<typeof apiClient>;
  let siteId: string;

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain: "blog.example.com" });
    api = apiClient(baseUrl, owner.api_keys.live);
    const site = await api.post("/v1/sites", {
      name: "Settings",
      domains: ["blog.example.com", "*.example.net"],
      embed: { allowed_origins: ["http://localhost:8080"] },
      // The rules below, without the spam filter's own holds (tests/api/spam-filter.test.ts).
      moderation: { spam_filter: "score" },
    });
    siteId = site.json.id;
  });

  const setModeration = (moderation: Record<string, unknown>) =>
    api.call("PATCH", `/v1/sites/${siteId}`, { moderation });
  const comment = (thread: string, content: string) =>
    api.post("/v1/comments", { site_id: siteId, thread_url: thread, content });

  it("holds every new comment as pending under mode all, and lists none of them", async () => {
    await setModeration({ mode: "all" });
    const thread = "https://blog.example.com/held";
    const held = await comment(thread, "wait for me");
    expect(held.status).toBe(201);
    expect(held.json.status).toBe("pending");
    expect((await api.get(threadQuery(siteId, thread))).json).toMatchObject({ comments: [], total: 0 });
    const reply = await api.post("/v1/comments", {
      site_id: siteId,
      thread_url: thread,
      content: "re",
      parent_id: held.json.id,
    });
    expect(reply.status).toBe(422);
    await setModeration({ mode: "none" });
    expect((await comment(thread, "now at once")).json.status).toBe("approved");
    expect((await api.get(threadQuery(siteId, thread))).json.total).toBe(1);
  });

  it("holds comments with links under mode links, and too many links under any mode", async () => {
    await setModeration({ mode: "links", max_links: 2 });
    const thread = "https://blog.example.com/links";
    expect((await comment(thread, "no links here")).json.status).toBe("approved");
    expect((await comment(thread, "see https://example.com/x")).json.status).toBe("pending");
    expect((await comment(thread, "see www.example.com")).json.status).toBe("pending");
    await setModeration({ mode: "none" });
    expect((await comment(thread, "one https://a.example and two http://b.example")).json.status).toBe("approved");
    expect((await comment(thread, "https://a.example https://b.example https://c.example")).json.status).toBe(
      "pending",
    );
  });

  it("sends blocked words to the queue or to spam, as configured", async () => {
    await setModeration({ mode: "none", blocked_terms: ["casino", "buy now"], blocked_terms_action: "pending" });
    const thread = "https://blog.example.com/blocked";
    expect((await comment(thread, "Best CASINO in town")).json.status).toBe("pending");
    expect((await comment(thread, "please BUY   now")).json.status).toBe("pending");
    expect((await comment(thread, "occasional visitor")).json.status).toBe("approved");
    await setModeration({ blocked_terms_action: "spam" });
    expect((await comment(thread, "ｃａｓｉｎｏ bonus")).json.status).toBe("spam");
    await setModeration({ blocked_terms: [], blocked_terms_action: "pending" });
  });

  it("lets API comments through under mode guests (they are not guests)", async () => {
    await setModeration({ mode: "guests" });
    expect((await comment("https://blog.example.com/guests", "from the backend")).json.status).toBe("approved");
    await setModeration({ mode: "none" });
  });

  it("serves the public widget configuration without credentials and without secrets", async () => {
    const res = await apiClient(baseUrl).get(`/v1/sites/${siteId}/widget-config`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(
      [
        "comments_per_page",
        "default_sort",
        "edit_window_minutes",
        "guest_name_required",
        "max_reply_depth",
        "reactions",
        "reader_notifications",
        "sign_in_modes",
        "site_id",
        "theme",
        "upvotes",
      ].sort(),
    );
    expect(res.json).toMatchObject({
      site_id: siteId,
      sign_in_modes: ["guest", "magic_link"],
      upvotes: true,
      reader_notifications: true,
    });
    expect(JSON.stringify(res.json)).not.toMatch(/blocked|moderation|allowed_origins|secret|account/);
    expect((await apiClient(baseUrl).get("/v1/sites/site_01jd8x5s2ve4rjy3ggk9h6tq1m/widget-config")).status).toBe(404);
  });

  it("answers CORS only for the site's domains and extra origins", async () => {
    const from = (origin: string) => apiClient(baseUrl).get(`/v1/sites/${siteId}/widget-config`, { Origin: origin });
    for (const allowed of [
      "https://blog.example.com",
      "http://blog.example.com",
      "https://shop.example.net",
      "http://localhost:8080",
    ]) {
      const res = await from(allowed);
      expect(res.headers.get("access-control-allow-origin"), allowed).toBe(allowed);
      expect(res.headers.get("vary")).toMatch(/Origin/);
    }
    for (const refused of [
      "https://evil.example.com",
      "https://example.net",
      "https://blog.example.com.evil.io",
      "null",
      "http://localhost:3000",
    ]) {
      const res = await from(refused);
      expect(res.headers.get("access-control-allow-origin"), refused).toBeNull();
    }
    const preflight = (origin: string) =>
      apiClient(baseUrl).call("OPTIONS", `/v1/sites/${siteId}/widget-config`, undefined, {
        Origin: origin,
        "Access-Control-Request-Method": "GET",
      });
    const ok = await preflight("https://blog.example.com");
    expect(ok.status).toBe(204);
    expect(ok.headers.get("access-control-allow-origin")).toBe("https://blog.example.com");
    expect(ok.headers.get("access-control-allow-methods")).toContain("GET");
    for (const refused of ["https://evil.example.com", "null"]) {
      const res = await preflight(refused);
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("origin_not_allowed");
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("answers the embed snippet with the site id", async () => {
    const res = await api.get(`/v1/sites/${siteId}/embed-snippet`);
    expect(res.status).toBe(200);
    expect(res.json.html).toBe(
      `<div id="threadline-comments"></div>\n<script src="${baseUrl}/embed.js" data-site-id="${siteId}" async></script>`,
    );
    expect(res.json).toMatchObject({
      site_id: siteId,
      script_url: `${baseUrl}/embed.js`,
      container_id: "threadline-comments",
    });
    expect((await apiClient(baseUrl).get(`/v1/sites/${siteId}/embed-snippet`)).status).toBe(401);
  });

  it("gates SSO secrets by plan, holds two at most, and shows each secret once", async () => {
    const refused = await api.post(`/v1/sites/${siteId}/sso-secrets`);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: "plan_required", required_plan: "publisher" });
    const ssoOn = { embed: { sign_in_modes: ["guest", "sso"] } };
    expect((await api.call("PATCH", `/v1/sites/${siteId}`, ssoOn)).json.code).toBe("plan_required");

    await setPlan(databaseUrl, owner.account_id, "publisher");
    const noSecret = await api.call("PATCH", `/v1/sites/${siteId}`, ssoOn);
    expect(noSecret.status).toBe(422);
    expect(noSecret.json.errors[0].field).toBe("embed.sign_in_modes");

    const first = await api.post(`/v1/sites/${siteId}/sso-secrets`);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      id: expect.stringMatching(/^sso_/),
      secret: expect.stringMatching(/^ssosec_[0-9A-Za-z]{48}$/),
    });
    const second = await api.post(`/v1/sites/${siteId}/sso-secrets`);
    expect(second.status).toBe(201);
    const third = await api.post(`/v1/sites/${siteId}/sso-secrets`);
    expect(third.status).toBe(409);
    expect(third.json.code).toBe("sso_secret_limit");

    const listed = await api.get(`/v1/sites/${siteId}/sso-secrets`);
    expect(listed.json.sso_secrets.map((s: { id: string }) => s.id)).toEqual([first.json.id, second.json.id]);
    expect(JSON.stringify(listed.json)).not.toContain(first.json.secret);
    expect(listed.json.sso_secrets[0].hint).toBe(first.json.secret.slice(-4));
    const stored = await queryDatabase(databaseUrl, `SELECT "ciphertext" FROM "SsoSecret" WHERE "siteId" = $1`, [
      siteId,
    ]);
    expect(JSON.stringify(stored)).not.toContain(first.json.secret.slice(7));

    expect((await api.call("PATCH", `/v1/sites/${siteId}`, ssoOn)).status).toBe(200);
    expect((await apiClient(baseUrl).get(`/v1/sites/${siteId}/widget-config`)).json.sign_in_modes).toEqual([
      "guest",
      "sso",
    ]);

    expect((await api.call("DELETE", `/v1/sites/${siteId}/sso-secrets/${first.json.id}`)).status).toBe(204);
    expect((await api.call("DELETE", `/v1/sites/${siteId}/sso-secrets/${first.json.id}`)).status).toBe(404);
    expect((await api.post(`/v1/sites/${siteId}/sso-secrets`)).status).toBe(201);
    await setPlan(databaseUrl, owner.account_id, "free");
    expect((await apiClient(baseUrl).get(`/v1/sites/${siteId}/widget-config`)).json.sign_in_modes).toEqual(["guest"]);
  });
});
