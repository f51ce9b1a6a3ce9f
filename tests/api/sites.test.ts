import { beforeAll, describe, expect, it } from "vitest";

import { apiClient, threadQuery } from "../support/api-client";
import { buildAccount, setPlan } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { type Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";

describe.each(testServers())("sites API on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl);
    await setPlan(databaseUrl, owner.account_id, "business");
    api = apiClient(baseUrl, owner.api_keys.live);
  });

  const createSite = (body: Record<string, unknown> = {}) =>
    api.post("/v1/sites", { name: "Docs", domains: ["Docs.Example.com", "*.Example.org"], ...body });

  it("creates a site with the documented defaults and reads it back", async () => {
    const created = await createSite();
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      id: expect.stringMatching(/^site_/),
      name: "Docs",
      domains: ["*.example.org", "docs.example.com"],
      theme: {
        color_scheme: "auto",
        accent_color: "#2563eb",
        font: "system",
        corner_radius: 8,
        density: "comfortable",
        locale: "en",
      },
      embed: {
        sign_in_modes: ["guest", "magic_link"],
        guest_name_required: true,
        default_sort: "top",
        comments_per_page: 20,
        reactions: ["funny", "interesting", "insightful"],
        upvotes: true,
        allowed_origins: [],
      },
      moderation: { mode: "none", blocked_terms: [], blocked_terms_action: "pending", flag_threshold: 3 },
    });
    const read = await api.get(`/v1/sites/${created.json.id}`);
    expect(read.json).toEqual(created.json);
    const listed = await api.get("/v1/sites?per_page=100");
    expect(listed.json.sites.map((s: { id: string }) => s.id)).toContain(created.json.id);
  });

  it("sets theme, embed and moderation and reads back exactly what was set", async () => {
    const { json: site } = await createSite();
    const patch = {
      name: "Docs (new)",
      theme: {
        color_scheme: "dark",
        accent_color: "#FF0088",
        font: "serif",
        corner_radius: 0,
        density: "compact",
        locale: "pt-BR",
      },
      embed: {
        default_sort: "newest",
        comments_per_page: 50,
        max_reply_depth: 2,
        reactions: ["funny"],
        upvotes: false,
        allowed_origins: ["https://app.example.net"],
        guest_name_required: false,
      },
      moderation: {
        mode: "all",
        blocked_terms: ["buy now"],
        blocked_terms_action: "spam",
        max_links: 2,
        flag_threshold: 5,
      },
    };
    const updated = await api.call("PATCH", `/v1/sites/${site.id}`, patch);
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ ...patch, theme: { ...patch.theme, accent_color: "#ff0088" } });
    const partial = await api.call("PATCH", `/v1/sites/${site.id}`, { theme: { color_scheme: "light" } });
    expect(partial.json.theme).toEqual({ ...patch.theme, accent_color: "#ff0088", color_scheme: "light" });
    expect(partial.json.embed.comments_per_page).toBe(50);
    const domains = await api.call("PATCH", `/v1/sites/${site.id}`, { domains: ["news.example.com"] });
    expect(domains.json.domains).toEqual(["news.example.com"]);
    expect((await api.get(`/v1/sites/${site.id}`)).json).toEqual(domains.json);
  });

  it("keeps the host (and a loopback host's port) of what people paste, and lets the widget in from there", async () => {
    const created = await createSite({
      domains: ["http://127.0.0.1:3911/", "localhost:5173", "https://www.example.com/blog/post?x=1#y", " Example.COM "],
    });
    expect(created.status).toBe(201);
    expect(created.json.domains).toEqual(["127.0.0.1:3911", "example.com", "localhost:5173", "www.example.com"]);
    const patched = await api.call("PATCH", `/v1/sites/${created.json.id}`, {
      domains: ["https://blog.example.com:8443/feed", "http://127.0.0.1:3911/again"],
    });
    expect(patched.json.domains).toEqual(["127.0.0.1:3911", "blog.example.com"]);
    const config = (origin: string) =>
      apiClient(baseUrl, undefined, { origin }).get(`/v1/sites/${created.json.id}/widget-config`);
    expect((await config("http://127.0.0.1:3911")).headers.get("access-control-allow-origin")).toBe(
      "http://127.0.0.1:3911",
    );
    expect((await config("http://127.0.0.1:3912")).headers.get("access-control-allow-origin")).toBeNull();
  });

  it("refuses a pasted domain that names no host with its field and words", async () => {
    const res = await createSite({ domains: ["blog.example.com", "not a domain"] });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({
      code: "validation_failed",
      errors: [{ field: "domains.1", message: expect.stringMatching(/^must be a host name/) }],
    });
  });

  it.each([
    [{ domains: [] }, "domains"],
    [{ domains: ["exa mple.com"] }, "domains.0"],
    [{ domains: ["ftp://example.com"] }, "domains.0"],
    [{ domains: ["example.com:99999"] }, "domains.0"],
    [{ domains: ["*.com"] }, "domains.0"],
    [{ domains: ["-bad.example.com"] }, "domains.0"],
    [{ name: "" }, "name"],
    [{ theme: { color_scheme: "blue" } }, "theme.color_scheme"],
    [{ theme: { accent_color: "red" } }, "theme.accent_color"],
    [{ theme: { accent_color: "#fff;background:url(javascript:alert(1))" } }, "theme.accent_color"],
    [{ theme: { font: "Comic Sans'; } body { display:none" } }, "theme.font"],
    [{ theme: { corner_radius: 99 } }, "theme.corner_radius"],
    [{ theme: { density: "cozy" } }, "theme.density"],
    [{ theme: { locale: "<script>" } }, "theme.locale"],
    [{ theme: { css: "body{}" } }, "theme"],
    [{ embed: { sign_in_modes: ["facebook"] } }, "embed.sign_in_modes.0"],
    [{ embed: { comments_per_page: 0 } }, "embed.comments_per_page"],
    [{ embed: { comments_per_page: 101 } }, "embed.comments_per_page"],
    [{ embed: { default_sort: "random" } }, "embed.default_sort"],
    [{ embed: { reactions: ["angry"] } }, "embed.reactions.0"],
    [{ embed: { allowed_origins: ["https://x.example.com/path"] } }, "embed.allowed_origins.0"],
    [{ embed: { allowed_origins: ["javascript:alert(1)"] } }, "embed.allowed_origins.0"],
    [{ embed: { upvotes: "yes" } }, "embed.upvotes"],
    [{ moderation: { mode: "some" } }, "moderation.mode"],
    [{ moderation: { max_links: -1 } }, "moderation.max_links"],
    [{ moderation: { flag_threshold: 0 } }, "moderation.flag_threshold"],
    [{ moderation: { blocked_terms_action: "delete" } }, "moderation.blocked_terms_action"],
  ])("refuses %j naming %s", async (body, field) => {
    const res = await createSite(body);
    expect(res.status).toBe(422);
    expect(res.json.code).toBe("validation_failed");
    expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it("refuses fields the server sets with 400", async () => {
    const { json: site } = await createSite();
    for (const body of [
      { id: "site_x" },
      { account_id: "acct_x" },
      { created_at: "2020-01-01T00:00:00Z" },
      { plan: "business" },
    ]) {
      const res = await api.call("PATCH", `/v1/sites/${site.id}`, body);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe("read_only_field");
      expect(res.json.errors[0].field).toBe(Object.keys(body)[0]);
    }
    expect((await createSite({ id: "site_01jd8x5s2ve4rjy3ggk9h6tq1m" })).status).toBe(400);
    expect((await api.get(`/v1/sites/${site.id}`)).json.name).toBe("Docs");
  });

  it("deletes a site with its threads, comments and events, for good", async () => {
    const { json: site } = await createSite();
    const thread = "https://docs.example.com/page";
    const comment = await api.post("/v1/comments", { site_id: site.id, thread_url: thread, content: "bye" });
    expect(comment.status).toBe(201);
    const deleted = await api.call("DELETE", `/v1/sites/${site.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expect((await api.get(`/v1/sites/${site.id}`)).status).toBe(404);
    expect((await api.get(threadQuery(site.id, thread))).status).toBe(404);
    expect((await api.call("DELETE", `/v1/sites/${site.id}`)).status).toBe(404);
    expect((await api.call("PATCH", `/v1/sites/${site.id}`, { name: "Back" })).status).toBe(404);
    const leftovers = await queryDatabase(
      databaseUrl,
      `SELECT (SELECT COUNT(*) FROM "Thread" WHERE "siteId" = $1) AS threads, (SELECT COUNT(*) FROM "Comment" WHERE "siteId" = $1) AS comments`,
      [site.id],
    );
    expect(Number(leftovers[0]!.threads) + Number(leftovers[0]!.comments)).toBe(0);
    const events = await queryDatabase(databaseUrl, `SELECT "type" FROM "Event" WHERE "siteId" = $1`, [site.id]);
    expect(events.map((e) => e.type)).toEqual(["site.deleted"]);
  });

  it("writes site.created and site.updated events with the site", async () => {
    const { json: site } = await createSite();
    await api.call("PATCH", `/v1/sites/${site.id}`, { name: "Renamed" });
    const events = await queryDatabase(
      databaseUrl,
      `SELECT "type", "payload" FROM "Event" WHERE "siteId" = $1 ORDER BY "id"`,
      [site.id],
    );
    expect(events.map((e) => e.type)).toEqual(["site.created", "site.updated"]);
    expect(JSON.parse(String(events[1]!.payload))).toMatchObject({ id: site.id, name: "Renamed" });
  });

  it("answers another account's site as missing on every route", async () => {
    const { json: site } = await createSite();
    const other = apiClient(baseUrl, (await buildAccount(databaseUrl)).api_keys.live);
    expect((await other.get(`/v1/sites/${site.id}`)).status).toBe(404);
    expect((await other.call("PATCH", `/v1/sites/${site.id}`, { name: "Mine" })).status).toBe(404);
    expect((await other.call("DELETE", `/v1/sites/${site.id}`)).status).toBe(404);
    expect((await other.get(`/v1/sites/${site.id}/embed-snippet`)).status).toBe(404);
    expect((await other.get(`/v1/sites/${site.id}/sso-secrets`)).status).toBe(404);
    expect((await other.post(`/v1/sites/${site.id}/sso-secrets`)).status).toBe(404);
    expect(JSON.stringify((await other.get("/v1/sites")).json)).not.toContain(site.id);
    expect((await api.get(`/v1/sites/${site.id}`)).json.name).toBe("Docs");
  });

  it("limits the number of sites by plan", async () => {
    const free = await buildAccount(databaseUrl);
    const client = apiClient(baseUrl, free.api_keys.live);
    expect((await client.post("/v1/sites", { name: "2", domains: ["two.example.com"] })).status).toBe(201);
    expect((await client.post("/v1/sites", { name: "3", domains: ["three.example.com"] })).status).toBe(201);
    const fourth = await client.post("/v1/sites", { name: "4", domains: ["four.example.com"] });
    expect(fourth.status).toBe(403);
    expect(fourth.headers.get("content-type")).toBe("application/problem+json");
    expect(fourth.json).toMatchObject({
      code: "plan_required",
      status: 403,
      required_plan: "publisher",
      detail: "The free plan includes 3 sites at most; move to a larger plan for more.",
    });
    // Nothing was made: the limit holds before the write.
    expect((await client.get("/v1/sites")).json.total).toBe(3);
  });
});
