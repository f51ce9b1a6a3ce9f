// The contract test: every operation of /v1 driven on its happy path through the typed client in
// client/ (TypeScript checks each path, parameter and body against the document), against a real
// server on each database. A recording fetch notes which operations answered 2xx, holds every JSON
// answer to the document, and the last test fails, by name, on any operation not called here.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createThreadlineClient, type ThreadlineClient } from "@/client/src/create-threadline-client";
import { listAll } from "@/client/src/list-all";
import { verifyWebhook } from "@/client/src/verify-webhook";

import { randomIp } from "../support/api-client";
import { contractViolation } from "../support/contract";
import { buildAccount, setPlan } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { linkIn, startSmtpCapture } from "../support/smtp-capture";
import { startServerOn, type OwnServer } from "../support/start-server-on";
import { startWebhookReceiver, type WebhookReceiver } from "../support/start-webhook-receiver";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

type Operation = { id: string; method: string; pattern: RegExp; params: number };

describe.each(testServers())("every operation through the typed client on $name", ({ name }) => {
  const tag = randomBytes(4).toString("hex");
  const domain = `contract-${tag}.example.com`;
  const page = `https://${domain}/story`;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let app: OwnServer;
  let receiver: WebhookReceiver;
  let owner: Bootstrapped;
  let operations: Operation[] = [];
  const called = new Set<string>();
  let api: ThreadlineClient;
  let guest: ThreadlineClient;

  // Notes each operation that answered 2xx (path templates literal-most first) and checks JSON answers.
  const recordingFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const response = await fetch(request);
    const operation = operations.find((o) => o.method === request.method && o.pattern.test(url.pathname));
    if (operation && response.status < 300) called.add(operation.id);
    const contentType = response.headers.get("content-type");
    if (contentType?.startsWith("application/json") || contentType?.includes("+json")) {
      const text = await response.clone().text();
      const answer = { method: request.method, path: `${url.pathname}${url.search}`, status: response.status };
      const violation = await contractViolation(url.origin, { ...answer, contentType, text, json: JSON.parse(text) });
      if (violation) throw new Error(`Contract: ${violation}\n${text.slice(0, 500)}`);
    }
    return response;
  };
  const client = (credential: { apiKey?: string; sessionToken?: string } = {}) =>
    createThreadlineClient({
      baseUrl: app.baseUrl(),
      ...credential,
      // Each client speaks from its own IP (the server trusts one proxy hop), with its own sign-in limits.
      headers: { "X-Forwarded-For": randomIp() },
      fetch: recordingFetch,
    });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    receiver = await startWebhookReceiver();
    app = await startServerOn(name, { SMTP_URL: smtp.url, TRUST_PROXY: "1", WEBHOOKS_ALLOW_PRIVATE_TARGETS: "1" });
    owner = await buildAccount(app.databaseUrl, { domain });
    await setPlan(app.databaseUrl, owner.account_id, "publisher");
    const document = (await (await fetch(`${app.baseUrl()}/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    operations = Object.entries(document.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          id: operation.operationId ?? `${method} ${path}`,
          method: method.toUpperCase(),
          pattern: new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+")}$`),
          params: path.split("{").length,
        })),
      )
      .sort((a, b) => a.params - b.params);
    api = client({ apiKey: owner.api_keys.live });
    guest = client();
  });
  afterAll(async () => {
    await app?.stop();
    await receiver?.close();
    await smtp?.close();
  });

  it("writes, reads, votes on, moderates and deletes comments and threads", async () => {
    const site_id = owner.site_id;
    const thread = { site_id, thread_url: page };
    const root = await api.POST("/v1/comments", { body: { ...thread, content: `Hello ${tag}`, author_name: "Ada" } });
    expect(root.response.status).toBe(201);
    const id = root.data!.id;
    expect(root.data!.content).toBe(`Hello ${tag}`);
    const reply = await api.POST("/v1/comments", { body: { ...thread, content: "A reply", parent_id: id } });
    expect(reply.data!.parent_id).toBe(id);
    const replyId = reply.data!.id;
    const listed = await api.GET("/v1/comments", { params: { query: { ...thread, sort: "oldest" } } });
    expect(listed.data!.comments.map((c) => c.id)).toContain(id);
    const counts = await api.GET("/v1/comments/counts", { params: { query: { site_id, thread_url: [page] } } });
    expect(counts.data!.counts[page]).toBe(2);
    const preview = await api.POST("/v1/comments/preview", { body: { site_id, content: "**bold**" } });
    expect(preview.data!.content_html).toContain("<strong>bold</strong>");
    const html = await api.GET("/v1/comments/html", { params: { query: thread }, parseAs: "text" });
    expect(html.data).toContain(`Hello ${tag}`);
    const stream = await guest.GET("/v1/comments/stream", { params: { query: thread }, parseAs: "stream" });
    expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
    const reader = stream.data!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/^retry: \d+/);
    await reader.cancel();

    const path = { path: { comment_id: id } };
    expect((await api.GET("/v1/comments/{comment_id}", { params: path })).data!.content).toBe(`Hello ${tag}`);
    const edited = await api.PATCH("/v1/comments/{comment_id}", { params: path, body: { content: "Edited" } });
    expect(edited.data!.content).toBe("Edited");
    const voter = { voter_id: `voter-${tag}` };
    expect((await api.POST("/v1/comments/{comment_id}/upvote", { params: path, body: voter })).data!.upvotes).toBe(1);
    const withdrawn = await api.DELETE("/v1/comments/{comment_id}/upvote", { params: { ...path, query: voter } });
    expect(withdrawn.data!.upvotes).toBe(0);
    const reaction = { path: { comment_id: id, name: "funny" } };
    const reacted = await api.PUT("/v1/comments/{comment_id}/reactions/{name}", { params: reaction, body: voter });
    expect(reacted.data!.reaction_counts.funny).toBe(1);
    const unreacted = await api.DELETE("/v1/comments/{comment_id}/reactions/{name}", {
      params: { ...reaction, query: voter },
    });
    expect(unreacted.data!.reaction_counts.funny).toBeUndefined();
    const flag = await api.POST("/v1/comments/{comment_id}/flag", { params: path, body: { ...voter, reason: "spam" } });
    expect(flag.data!.flag_count).toBe(1);

    const onReply = { path: { comment_id: replyId } };
    const rejected = await api.POST("/v1/comments/{comment_id}/moderation", {
      params: onReply,
      body: { action: "reject", reason: "off topic" },
    });
    expect(rejected.data!.status).toBe("rejected");
    const queue = await api.GET("/v1/moderation/queue", { params: { query: { site_id, status: "rejected" } } });
    expect(queue.data!.comments.map((c) => c.id)).toContain(replyId);
    const history = await api.GET("/v1/comments/{comment_id}/moderation", { params: onReply });
    expect(history.data!.actions.map((a) => a.action)).toContain("reject");
    const bulk = await api.POST("/v1/moderation/bulk", { body: { comment_ids: [replyId], action: "approve" } });
    expect(bulk.data!.succeeded).toBe(1);

    const threads = await api.GET("/v1/threads", { params: { query: { site_id } } });
    const threadId = root.data!.thread_id;
    expect(threads.data!.threads.map((t) => t.id)).toContain(threadId);
    const onThread = { path: { thread_id: threadId } };
    expect((await api.GET("/v1/threads/{thread_id}", { params: onThread })).data!.url).toBe(page);
    const titled = await api.PATCH("/v1/threads/{thread_id}", { params: onThread, body: { title: "The story" } });
    expect(titled.data!.title).toBe("The story");
    expect((await api.DELETE("/v1/comments/{comment_id}", { params: onReply })).data!.deleted).toBe(true);
  });

  it("signs readers in by SSO and magic link, answers their data requests, and bans", async () => {
    const site = { path: { site_id: owner.site_id } };
    const created = await api.POST("/v1/sites/{site_id}/sso-secrets", { params: site });
    expect(created.response.status).toBe(201);
    const secrets = await api.GET("/v1/sites/{site_id}/sso-secrets", { params: site });
    expect(secrets.data!.sso_secrets.map((s) => s.id)).toContain(created.data!.id);
    const embed = { sign_in_modes: ["guest", "magic_link", "sso"] as ("guest" | "magic_link" | "sso")[] };
    const updated = await api.PATCH("/v1/sites/{site_id}", { params: site, body: { embed } });
    expect(updated.data!.embed.sign_in_modes).toContain("sso");
    expect((await api.GET("/v1/sites/{site_id}", { params: site })).data!.domains).toContain(domain);
    const config = await guest.GET("/v1/sites/{site_id}/widget-config", { params: site });
    expect(config.data!.sign_in_modes).toEqual(embed.sign_in_modes);
    const snippet = await api.GET("/v1/sites/{site_id}/embed-snippet", { params: site });
    expect(snippet.data!.html).toContain(owner.site_id);
    const spamModel = await api.GET("/v1/sites/{site_id}/spam-model", { params: site });
    expect(spamModel.data!.site_id).toBe(owner.site_id);
    const resetModel = await api.DELETE("/v1/sites/{site_id}/spam-model", { params: site });
    expect(resetModel.data!.reset_at).not.toBeNull();

    const now = Math.floor(Date.now() / 1000);
    const email = `sso-${tag}@example.org`;
    const identity_token = await new SignJWT({ sub: `sso-${tag}`, name: "Sso Reader", email, iat: now, exp: now + 600 })
      .setAudience(owner.site_id)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(created.data!.secret));
    const sso = await guest.POST("/v1/auth/sso", { body: { site_id: owner.site_id, identity_token } });
    expect(sso.data!.reader.name).toBe("Sso Reader");
    const reader = client({ sessionToken: sso.data!.token });
    expect((await reader.GET("/v1/auth/session")).data!.mode).toBe("sso");
    const mailSettings = await reader.PATCH("/v1/notifications/settings", {
      body: { site_id: owner.site_id, frequency: "daily" },
    });
    expect(mailSettings.data!.frequency).toBe("daily");
    const follow = await reader.PUT("/v1/follows", { body: { site_id: owner.site_id, thread_url: page } });
    expect(follow.data!.following).toBe(true);
    const readSettings = await reader.GET("/v1/notifications/settings", {
      params: { query: { site_id: owner.site_id, thread_url: page } },
    });
    expect(readSettings.data).toMatchObject({ email, following: true, frequency: "daily" });
    const unfollow = await reader.DELETE("/v1/follows", {
      params: { query: { site_id: owner.site_id, thread_url: page } },
    });
    expect(unfollow.response.status).toBe(204);
    const asked = await reader.POST("/v1/auth/session/data-request", { body: { kind: "export" } });
    expect(asked.data!.status).toBe("sent");
    expect((await reader.DELETE("/v1/auth/session")).response.status).toBe(204);

    const mailed = `magic-${tag}@example.org`;
    const magic = await guest.POST("/v1/auth/magic-link", {
      body: { site_id: owner.site_id, email: mailed, thread_url: page, name: "Magic Reader" },
    });
    expect(magic.data!.status).toBe("sent");
    const link = new URL(linkIn(await smtp.waitForMail(mailed)));
    const verified = await guest.GET("/v1/auth/magic-link/verify", {
      params: { query: { token: link.searchParams.get("token")!, site_id: link.searchParams.get("site_id")! } },
      headers: { Accept: "application/json" },
    });
    expect(verified.data!.signed_in).toBe(true);
    const code = verified.data!.redirect_to.split("#threadline_code=")[1]!;
    const exchanged = await guest.POST("/v1/auth/session/exchange", { body: { code } });
    expect(exchanged.data!.reader.mode).toBe("magic_link");

    const exported = await api.GET("/v1/sites/{site_id}/reader-data", { params: { ...site, query: { email } } });
    expect(exported.data!.readers.length).toBe(1);
    const erased = await api.POST("/v1/sites/{site_id}/reader-data/erase", { params: site, body: { email: mailed } });
    expect(erased.data!.reader_ids).toHaveLength(1);
    expect(erased.data!.sessions_ended).toBeGreaterThan(0);
    const ban = await api.POST("/v1/sites/{site_id}/bans", { params: site, body: { email, reason: "contract" } });
    expect(ban.data!.kind).toBe("email");
    expect((await api.GET("/v1/sites/{site_id}/bans", { params: site })).data!.bans.map((b) => b.id)).toContain(
      ban.data!.id,
    );
    const lifted = await api.DELETE("/v1/sites/{site_id}/bans/{ban_id}", {
      params: { path: { site_id: owner.site_id, ban_id: ban.data!.id } },
    });
    expect(lifted.response.status).toBe(204);
    const stopped = await api.POST("/v1/mail-suppressions", {
      body: { email: `Bounce-${tag}@Example.com`, reason: "bounce" },
    });
    expect(stopped.response.status).toBe(201);
    expect(stopped.data!).toMatchObject({ email: `bounce-${tag}@example.com`, reason: "bounce", source: "api" });
    const stoppedList = await api.GET("/v1/mail-suppressions", { params: { query: { per_page: 5 } } });
    expect(stoppedList.data!.suppressions.map((s) => s.id)).toContain(stopped.data!.id);
    const cleared = await api.DELETE("/v1/mail-suppressions/{suppression_id}", {
      params: { path: { suppression_id: stopped.data!.id } },
    });
    expect(cleared.response.status).toBe(204);
    const retired = await api.DELETE("/v1/sites/{site_id}/sso-secrets/{secret_id}", {
      params: { path: { site_id: owner.site_id, secret_id: created.data!.id } },
    });
    expect(retired.response.status).toBe(204);
  });

  it("delivers signed webhooks, lists events, imports, exports, and pages through sites", async () => {
    const hook = await api.POST("/v1/webhooks", { body: { url: receiver.url, events: ["comment.created"] } });
    const secret = hook.data!.secret;
    const onHook = { path: { webhook_id: hook.data!.id } };
    expect((await api.GET("/v1/webhooks", {})).data!.webhooks.map((w) => w.id)).toContain(hook.data!.id);
    expect((await api.GET("/v1/webhooks/{webhook_id}", { params: onHook })).data!.url).toBe(receiver.url);
    const described = await api.PATCH("/v1/webhooks/{webhook_id}", { params: onHook, body: { description: tag } });
    expect(described.data!.description).toBe(tag);
    const sent = await api.POST("/v1/webhooks/{webhook_id}/test", { params: onHook });
    expect(sent.data!.event_type).toBe("webhook.test");
    await receiver.until("the test event", (all) => all.some((r) => r.event.id === sent.data!.event_id));
    const [first] = receiver.about(sent.data!.event_id);
    const headers = Object.fromEntries(Object.entries(first!.headers).map(([key, value]) => [key, String(value)]));
    expect(verifyWebhook(secret, first!.body, headers)).toMatchObject({
      id: sent.data!.event_id,
      type: "webhook.test",
    });
    const delivery = { path: { ...onHook.path, delivery_id: sent.data!.id } };
    await waitFor("the delivery to succeed", async () => {
      const log = await api.GET("/v1/webhooks/{webhook_id}/deliveries", { params: onHook });
      return log.data!.deliveries.find((d) => d.id === sent.data!.id && d.status === "succeeded");
    });
    const retried = await api.POST("/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/retry", { params: delivery });
    expect(retried.data!.status).toBe("pending");
    await receiver.until("the retry", () => receiver.about(sent.data!.event_id).length === 2);
    expect(verifyWebhook(secret, receiver.about(sent.data!.event_id)[1]!.body, headers).type).toBe("webhook.test");
    const rotated = await api.POST("/v1/webhooks/{webhook_id}/rotate-secret", { params: onHook });
    expect(rotated.data!.secret).not.toBe(secret);

    const events = await api.GET("/v1/events", { params: { query: { type: "webhook.test" } } });
    expect(events.data!.events.map((e) => e.id)).toContain(sent.data!.event_id);
    const event = await api.GET("/v1/events/{event_id}", { params: { path: { event_id: sent.data!.event_id } } });
    expect(event.data!.type).toBe("webhook.test");

    const second = await api.POST("/v1/sites", { body: { name: "Imports", domains: [`imports.${domain}`] } });
    const doomed = await api.POST("/v1/sites", { body: { name: "Doomed", domains: [`doomed.${domain}`] } });
    const ids: string[] = [];
    for await (const site of listAll(
      (p) => api.GET("/v1/sites", { params: { query: { page: p, per_page: 2 } } }),
      "sites",
    ))
      ids.push(site.id);
    expect(ids.sort()).toEqual([owner.site_id, second.data!.id, doomed.data!.id].sort());

    const onSecond = { path: { site_id: second.data!.id } };
    const started = await api.POST("/v1/sites/{site_id}/imports", {
      params: { ...onSecond, query: { format: "disqus", file_name: "disqus-sample.xml" } },
      body: readFileSync("tests/fixtures/imports/disqus-sample.xml", "utf8"),
      bodySerializer: (body) => body,
      headers: { "Content-Type": "application/xml" },
    });
    expect(started.response.status).toBe(202);
    const onImport = { path: { ...onSecond.path, import_id: started.data!.id } };
    const done = await waitFor("the import", async () => {
      const read = await api.GET("/v1/sites/{site_id}/imports/{import_id}", { params: onImport });
      return read.data!.status === "succeeded" || read.data!.status === "failed" ? read.data : undefined;
    });
    expect(done.status).toBe("succeeded");
    const imports = await api.GET("/v1/sites/{site_id}/imports", { params: onSecond });
    expect(imports.data!.imports.map((i) => i.id)).toContain(started.data!.id);
    const exported = await api.GET("/v1/sites/{site_id}/export", {
      params: { path: { site_id: owner.site_id } },
      parseAs: "text",
    });
    const lines = exported
      .data!.trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string });
    expect(lines.map((line) => line.type)).toContain("comment");
    expect(exported.data).toContain("Edited");

    expect((await api.DELETE("/v1/webhooks/{webhook_id}", { params: onHook })).response.status).toBe(204);
    const removed = await api.DELETE("/v1/sites/{site_id}", { params: { path: { site_id: doomed.data!.id } } });
    expect(removed.response.status).toBe(204);
  });

  it("has called every operation of the document on its happy path", () => {
    const missing = operations.map((o) => o.id).filter((id) => !called.has(id));
    expect(missing, "operations without a happy path in this test").toEqual([]);
    expect(called.size).toBe(operations.length);
  });
});
