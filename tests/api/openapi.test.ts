import { readdirSync } from "node:fs";

import { beforeAll, describe, expect, it } from "vitest";

import { apiClient, threadQuery } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
  components: { schemas: Record<string, object> };
};

/** Every route folder under app/api/v1, as an OpenAPI path (`[site_id]` → `{site_id}`). */
function routePaths(): string[] {
  const files = readdirSync("app/api/v1", { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith("route.ts"));
  return files
    .map((f) => `/v1/${f.replace(/\/?route\.ts$/, "")}`.replace(/\[(\w+)\]/g, "{$1}").replace(/\/$/, ""))
    .filter((p) => !p.includes("[[...") && p !== "/v1/openapi.json")
    .sort();
}

describe.each(testServers())("OpenAPI document against real responses on $name", ({ baseUrl, databaseUrl }) => {
  let doc: Doc;
  let owner: Bootstrapped;

  beforeAll(async () => {
    const res = await apiClient(baseUrl).get("/v1/openapi.json");
    if (res.status !== 200 || !res.json) {
      throw new Error(
        `GET /v1/openapi.json answered ${res.status} ${res.headers.get("content-type")}: ${res.text.slice(0, 300)}`,
      );
    }
    doc = res.json;
    owner = await buildAccount(databaseUrl);
  });

  /**
   * Every answer through apiClient is already held to the document (tests/support/contract.ts);
   * here the test also names the operation it meant, so that an answer cannot slip past unmatched.
   */
  function expectConforms(path: string, method: string, res: { status: number }) {
    expect(
      doc.paths[path]?.[method]?.responses[String(res.status)],
      `${method} ${path} documents ${res.status}`,
    ).toBeDefined();
  }

  it("is OpenAPI 3.1 and describes every route", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(routePaths());
    expect(doc.components.schemas).toHaveProperty("Comment");
  });

  it("matches what the server answers", async () => {
    const api = apiClient(baseUrl, owner.api_keys.live);
    const thread = "https://example.com/openapi";
    const root = await api.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: thread,
      content: "hello",
      author_name: "A",
    });
    expectConforms("/v1/comments", "post", root);
    const reply = await api.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: thread,
      content: "re",
      parent_id: root.json.id,
    });
    expectConforms("/v1/comments", "post", reply);
    expectConforms("/v1/comments", "get", await api.get(threadQuery(owner.site_id, thread)));
    expectConforms("/v1/comments", "post", await api.post("/v1/comments", { content: "" }));
    expectConforms("/v1/comments", "get", await api.get(threadQuery(owner.site_id, thread, { page: 0 })));
    expectConforms("/v1/sites", "get", await api.get("/v1/sites"));
    expectConforms("/v1/sites", "get", await apiClient(baseUrl).get("/v1/sites"));
    const counts = (...urls: string[]) =>
      `/v1/comments/counts?site_id=${owner.site_id}${urls.map((u) => `&thread_url=${encodeURIComponent(u)}`).join("")}`;
    expectConforms(
      "/v1/comments/counts",
      "get",
      await apiClient(baseUrl).get(counts(thread, "https://example.com/none")),
    );
    expectConforms("/v1/comments/counts", "get", await apiClient(baseUrl).get(counts()));
    expectConforms(
      "/v1/comments/preview",
      "post",
      await api.post("/v1/comments/preview", { site_id: owner.site_id, content: "*hi*" }),
    );
    expectConforms(
      "/v1/comments/preview",
      "post",
      await api.post("/v1/comments/preview", { site_id: owner.site_id, content: "" }),
    );
  });

  it("matches what the Sites API answers", async () => {
    const api = apiClient(baseUrl, owner.api_keys.live);
    const site = "/v1/sites/{site_id}";
    const created = await api.post("/v1/sites", { name: "OpenAPI", domains: ["openapi.example.com"] });
    expectConforms("/v1/sites", "post", created);
    expectConforms("/v1/sites", "post", await api.post("/v1/sites", { name: "", domains: [] }));
    const id = created.json.id;
    expectConforms(site, "get", await api.get(`/v1/sites/${id}`));
    expectConforms(site, "patch", await api.call("PATCH", `/v1/sites/${id}`, { theme: { color_scheme: "dark" } }));
    expectConforms(site, "patch", await api.call("PATCH", `/v1/sites/${id}`, { plan: "business" }));
    expectConforms(`${site}/widget-config`, "get", await apiClient(baseUrl).get(`/v1/sites/${id}/widget-config`));
    expectConforms(`${site}/embed-snippet`, "get", await api.get(`/v1/sites/${id}/embed-snippet`));
    expectConforms(`${site}/sso-secrets`, "get", await api.get(`/v1/sites/${id}/sso-secrets`));
    expectConforms(`${site}/sso-secrets`, "post", await api.post(`/v1/sites/${id}/sso-secrets`));
    expectConforms(site, "get", await api.get("/v1/sites/site_01jd8x5s2ve4rjy3ggk9h6tq1m"));
  });

  it("matches what the comment, moderation, thread and event routes answer", async () => {
    const api = apiClient(baseUrl, owner.api_keys.live);
    const thread = "https://example.com/openapi-items";
    const root = (await api.post("/v1/comments", { site_id: owner.site_id, thread_url: thread, content: "*root*" }))
      .json;
    const reply = (
      await api.post("/v1/comments", {
        site_id: owner.site_id,
        thread_url: thread,
        content: "reply",
        parent_id: root.id,
      })
    ).json;
    const one = "/v1/comments/{comment_id}";
    expectConforms(one, "get", await api.get(`/v1/comments/${root.id}`));
    expectConforms(one, "get", await api.get("/v1/comments/cmt_nope"));
    expectConforms(one, "patch", await api.patch(`/v1/comments/${reply.id}`, { content: "edited" }));
    expectConforms(one, "patch", await api.patch(`/v1/comments/${reply.id}`, { content: "" }));
    expectConforms(`${one}/upvote`, "post", await api.post(`/v1/comments/${root.id}/upvote`, { voter_id: "v" }));
    expectConforms(`${one}/upvote`, "delete", await api.del(`/v1/comments/${root.id}/upvote?voter_id=v`));
    expectConforms(`${one}/upvote`, "delete", await api.del(`/v1/comments/${root.id}/upvote`));
    expectConforms(
      `${one}/reactions/{name}`,
      "put",
      await api.put(`/v1/comments/${root.id}/reactions/funny`, { voter_id: "v" }),
    );
    expectConforms(
      `${one}/reactions/{name}`,
      "put",
      await api.put(`/v1/comments/${root.id}/reactions/sad`, { voter_id: "v" }),
    );
    expectConforms(
      `${one}/reactions/{name}`,
      "delete",
      await api.del(`/v1/comments/${root.id}/reactions/funny?voter_id=v`),
    );
    expectConforms(
      `${one}/flag`,
      "post",
      await api.post(`/v1/comments/${reply.id}/flag`, { voter_id: "v", reason: "spam" }),
    );
    expectConforms(
      `${one}/moderation`,
      "post",
      await api.post(`/v1/comments/${reply.id}/moderation`, { action: "reject", reason: "r" }),
    );
    expectConforms(
      `${one}/moderation`,
      "post",
      await api.post(`/v1/comments/${reply.id}/moderation`, { action: "reject" }),
    );
    expectConforms(`${one}/moderation`, "get", await api.get(`/v1/comments/${reply.id}/moderation`));
    const bulk = await api.post("/v1/moderation/bulk", { comment_ids: [reply.id, "cmt_nope"], action: "approve" });
    expectConforms("/v1/moderation/bulk", "post", bulk);
    expectConforms(
      "/v1/moderation/bulk",
      "post",
      await api.post("/v1/moderation/bulk", { comment_ids: [], action: "approve" }),
    );
    expectConforms(
      "/v1/moderation/queue",
      "get",
      await api.get(`/v1/moderation/queue?site_id=${owner.site_id}&status=approved`),
    );
    expectConforms("/v1/moderation/queue", "get", await api.get("/v1/moderation/queue"));
    expectConforms(one, "delete", await api.del(`/v1/comments/${root.id}`));
    expectConforms(`${one}/upvote`, "post", await api.post(`/v1/comments/${root.id}/upvote`, { voter_id: "v" }));
    expectConforms("/v1/comments", "get", await api.get(threadQuery(owner.site_id, thread)));
    expectConforms("/v1/threads", "get", await api.get(`/v1/threads?site_id=${owner.site_id}`));
    expectConforms("/v1/threads/{thread_id}", "get", await api.get(`/v1/threads/${root.thread_id}`));
    expectConforms(
      "/v1/threads/{thread_id}",
      "patch",
      await api.patch(`/v1/threads/${root.thread_id}`, { title: "T", locked: true }),
    );
    expectConforms("/v1/threads/{thread_id}", "patch", await api.patch(`/v1/threads/${root.thread_id}`, {}));
    expectConforms(
      "/v1/comments",
      "post",
      await api.post("/v1/comments", { site_id: owner.site_id, thread_url: thread, content: "locked" }),
    );
    const events = await api.get("/v1/events?limit=100");
    expectConforms("/v1/events", "get", events);
    expectConforms("/v1/events", "get", await api.get("/v1/events?limit=0"));
    expectConforms("/v1/events/{event_id}", "get", await api.get(`/v1/events/${events.json.events[0].id}`));
    expectConforms("/v1/events/{event_id}", "get", await api.get("/v1/events/evt_nope"));
  });

  it("matches what the Webhooks API answers", async () => {
    const api = apiClient(baseUrl, owner.api_keys.live);
    const hook = "/v1/webhooks/{webhook_id}";
    // localhost: any delivery to it is refused before it leaves the machine (these servers allow no private targets).
    const created = await api.post("/v1/webhooks", { url: "http://localhost:9/openapi", events: ["webhook.none"] });
    expectConforms("/v1/webhooks", "post", created);
    expectConforms("/v1/webhooks", "post", await api.post("/v1/webhooks", { url: "ftp://x", events: [] }));
    expectConforms("/v1/webhooks", "post", await api.post("/v1/webhooks", { url: "http://10.0.0.1/", events: ["*"] }));
    expectConforms("/v1/webhooks", "get", await api.get("/v1/webhooks"));
    const id = created.json.id;
    expectConforms(hook, "get", await api.get(`/v1/webhooks/${id}`));
    expectConforms(hook, "get", await api.get("/v1/webhooks/whk_01jd8x5s2ve4rjy3ggk9h6tq1m"));
    expectConforms(hook, "patch", await api.call("PATCH", `/v1/webhooks/${id}`, { description: "openapi" }));
    expectConforms(hook, "patch", await api.call("PATCH", `/v1/webhooks/${id}`, { status: "paused" }));
    expectConforms(`${hook}/rotate-secret`, "post", await api.post(`/v1/webhooks/${id}/rotate-secret`));
    const queued = await api.post(`/v1/webhooks/${id}/test`);
    expectConforms(`${hook}/test`, "post", queued);
    expectConforms(`${hook}/deliveries`, "get", await api.get(`/v1/webhooks/${id}/deliveries`));
    expectConforms(`${hook}/deliveries`, "get", await api.get(`/v1/webhooks/${id}/deliveries?page=0`));
    const retry = `${hook}/deliveries/{delivery_id}/retry`;
    expectConforms(retry, "post", await api.post(`/v1/webhooks/${id}/deliveries/whd_01jd8x5s2ve4rjy3ggk9h6tq1m/retry`));
    await api.call("PATCH", `/v1/webhooks/${id}`, { status: "disabled" });
    expectConforms(retry, "post", await api.post(`/v1/webhooks/${id}/deliveries/${queued.json.id}/retry`));
    expectConforms(hook, "delete", await api.call("DELETE", `/v1/webhooks/${id}`));
    expectConforms(hook, "delete", await api.call("DELETE", `/v1/webhooks/${id}`));
  });
});
