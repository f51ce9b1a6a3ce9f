import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { buildAccount, setPlan } from "../support/factories";
import { startSmtpCapture } from "../support/smtp-capture";
import { startServerOn, type OwnServer } from "../support/start-server-on";
import { startWebhookReceiver, type ReceiverReply, type WebhookReceiver } from "../support/start-webhook-receiver";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

type Api = ReturnType<typeof apiClient>;
type Delivery = {
  id: string;
  event_id: string;
  event_type: string;
  status: string;
  next_attempt_at: string | null;
  attempts: Record<string, unknown>[];
};

// Shortened settings: retries after ~0.3, 0.6, 1.2 … seconds, a 1-second timeout, and endpoints
// disabled after 5 failures in a row (with no minimum duration), so nothing here sleeps for long.
const env = {
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: "1",
  WEBHOOK_RETRY_SCHEDULE_MS: "300,600,1200,1200,1200,1200,1200,1200",
  WEBHOOK_TIMEOUT_MS: "1000",
  WEBHOOK_DISABLE_AFTER_FAILURES: "5",
  WEBHOOK_DISABLE_AFTER_MS: "0",
};

describe.each(testServers().map((s) => s.name))("webhook delivery on %s", (backend) => {
  let own: OwnServer;
  let mail: Awaited<ReturnType<typeof startSmtpCapture>>;
  let live: Api;
  let test: Api;
  const email = `webhooks-${backend}-${Date.now()}@example.com`;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    mail = await startSmtpCapture();
    own = await startServerOn(backend, { ...env, SMTP_URL: mail.url });
    const owner = await buildAccount(own.databaseUrl, { email: email });
    await setPlan(own.databaseUrl, owner.account_id, "business");
    live = apiClient(own.baseUrl(), owner.api_keys.live);
    test = apiClient(own.baseUrl(), owner.api_keys.test);
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await own?.stop();
    await mail?.close();
  });

  const receiver = async (reply?: (index: number) => ReceiverReply) => {
    const started = await startWebhookReceiver(reply && ((_, index) => reply(index)));
    receivers.push(started);
    return started;
  };

  /** A new site with an endpoint for its comments, so each test sees only its own events. */
  async function endpointFor(target: WebhookReceiver, api: Api = live, events = ["comment.created"]) {
    const { json: site } = await live.post("/v1/sites", { name: "Hooks", domains: ["hooks.example.com"] });
    const created = await api.post("/v1/webhooks", { url: target.url, events, site_ids: [site.id] });
    expect(created.status).toBe(201);
    const comment = async (as: Api = api) => {
      const res = await as.post("/v1/comments", {
        site_id: site.id,
        thread_url: "https://hooks.example.com/p",
        content: "Hello",
      });
      expect(res.status).toBe(201);
      return res.json as { id: string };
    };
    return { site, endpoint: created.json as { id: string; secret: string }, comment };
  }

  const deliveries = async (endpointId: string, api: Api = live): Promise<Delivery[]> =>
    (await api.get(`/v1/webhooks/${endpointId}/deliveries?per_page=100`)).json.deliveries;

  const settled = (endpointId: string, count: number, api: Api = live) =>
    waitFor(`${count} finished deliveries`, async () => {
      const list = await deliveries(endpointId, api);
      return list.length === count && list.every((d) => d.status !== "pending") ? list : undefined;
    });

  it("delivers signed comment.created events that the standardwebhooks package verifies", async () => {
    let secret = "";
    const target = await startWebhookReceiver((request) => {
      try {
        new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
        return { status: 204 };
      } catch {
        return { status: 400 };
      }
    });
    receivers.push(target);
    const { endpoint, comment } = await endpointFor(target);
    secret = endpoint.secret;
    const created = await comment();
    await target.until("the event", (all) => all.length === 1);
    const [got] = target.received;
    expect(got!.answered).toBe(204);
    expect(got!.headers["content-type"]).toBe("application/json");
    expect(got!.headers["webhook-id"]).toMatch(/^whd_/);
    expect(got!.event).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: "comment.created",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      livemode: true,
      data: { object: created },
    });
    const [delivery] = await settled(endpoint.id, 1);
    expect(delivery).toMatchObject({ id: got!.headers["webhook-id"], event_id: got!.event.id, status: "succeeded" });
    expect(() =>
      new Webhook(secret).verify(got!.body.replace("Hello", "Hellø"), got!.headers as Record<string, string>),
    ).toThrow();
  });

  it("retries a failing receiver with one webhook-id and a fresh timestamp and signature each time", async () => {
    const target = await receiver((i) => (i < 3 ? { status: 500 } : { status: 200 }));
    const { endpoint, comment } = await endpointFor(target);
    await comment();
    const [delivery] = await settled(endpoint.id, 1);
    expect(target.received).toHaveLength(4);
    expect(new Set(target.received.map((r) => r.headers["webhook-id"]))).toEqual(new Set([delivery!.id]));
    const stamps = target.received.map((r) => Number(r.headers["webhook-timestamp"]));
    for (const [i, request] of target.received.entries()) {
      expect(Math.abs(stamps[i]! - request.at / 1000)).toBeLessThan(2);
      expect(
        new Webhook(endpoint.secret).verify(request.body, request.headers as Record<string, string>),
      ).toMatchObject({ type: "comment.created" });
    }
    expect(stamps.at(-1)).toBeGreaterThan(stamps[0]!);
    const signatures = target.received.map((r) => r.headers["webhook-signature"]);
    expect(new Set(signatures).size).toBe(new Set(stamps).size);
    expect(delivery).toMatchObject({ status: "succeeded", attempt_count: 4, next_attempt_at: null });
    expect(delivery!.attempts.map((a) => [a.number, a.status_code, a.error_kind])).toEqual([
      [1, 500, "http_error"],
      [2, 500, "http_error"],
      [3, 500, "http_error"],
      [4, 200, null],
    ]);
    expect(
      delivery!.attempts.every((a) => typeof a.duration_ms === "number" && typeof a.attempted_at === "string"),
    ).toBe(true);
    // Each attempt logs its own signed headers and the receiver's answer (the log's limits are
    // tested in webhook-delivery-log.test.ts), never the secret.
    for (const [i, attempt] of delivery!.attempts.entries()) {
      expect(attempt).toMatchObject({
        request: { headers: { "webhook-signature": target.received[i]!.headers["webhook-signature"] } },
        response: { status: i < 3 ? 500 : 200, body: "receiver says hello", truncated: false },
      });
    }
    expect(JSON.stringify(delivery)).not.toContain(endpoint.secret);
    expect((await live.get(`/v1/webhooks/${endpoint.id}`)).json.status).toBe("enabled");
  });

  it("does not follow a redirect, and counts it as a failure", async () => {
    const elsewhere = await receiver();
    const target = await receiver((i) =>
      i === 0 ? { status: 302, headers: { Location: elsewhere.url } } : { status: 200 },
    );
    const { endpoint, comment } = await endpointFor(target);
    await comment();
    const [delivery] = await settled(endpoint.id, 1);
    expect(delivery!.attempts.map((a) => [a.status_code, a.error_kind])).toEqual([
      [302, "redirect"],
      [200, null],
    ]);
    expect(elsewhere.received).toEqual([]);
  });

  it("gives up on a receiver that hangs past the timeout and tries again", async () => {
    const target = await receiver((i) => (i === 0 ? "hang" : { status: 200 }));
    const { endpoint, comment } = await endpointFor(target);
    await comment();
    const [delivery] = await settled(endpoint.id, 1);
    const [first, second] = delivery!.attempts;
    expect(first).toMatchObject({ status_code: null, error_kind: "timeout" });
    expect(first!.duration_ms as number).toBeGreaterThanOrEqual(990);
    expect(first!.duration_ms as number).toBeLessThan(5000);
    expect(second).toMatchObject({ status_code: 200, error_kind: null });
  });

  it("honours Retry-After on 429 and 503", async () => {
    const slow503 = await receiver((i) =>
      i === 0 ? { status: 503, headers: { "Retry-After": "2" } } : { status: 200 },
    );
    const slow429 = await receiver((i) =>
      i === 0 ? { status: 429, headers: { "Retry-After": "1" } } : { status: 200 },
    );
    const a = await endpointFor(slow503);
    const b = await endpointFor(slow429);
    await Promise.all([a.comment(), b.comment()]);
    await Promise.all([settled(a.endpoint.id, 1), settled(b.endpoint.id, 1)]);
    const gap = (r: WebhookReceiver) => r.received[1]!.at - r.received[0]!.at;
    expect(gap(slow503)).toBeGreaterThanOrEqual(1950);
    expect(gap(slow429)).toBeGreaterThanOrEqual(950);
    expect((await deliveries(b.endpoint.id))[0]!.attempts[0]).toMatchObject({
      status_code: 429,
      error_kind: "http_error",
    });
  });

  it("disables an endpoint that answers 410, tells the owner, and sends what it missed once re-enabled", async () => {
    let gone = true;
    const target = await receiver(() => (gone ? { status: 410 } : { status: 200 }));
    const witness = await receiver();
    const { site, endpoint, comment } = await endpointFor(target);
    await live.post("/v1/webhooks", { url: witness.url, events: ["comment.created"], site_ids: [site.id] });
    const first = await comment();
    const disabled = await waitFor("the endpoint to be disabled", async () => {
      const read = await live.get(`/v1/webhooks/${endpoint.id}`);
      return read.json.status === "disabled" ? read.json : undefined;
    });
    expect(disabled).toMatchObject({ disabled_reason: "gone", disabled_at: expect.any(String) });
    const notice = await waitFor("the owner's e-mail", async () =>
      mail.mails.find((m) => m.text.includes(endpoint.id)),
    );
    expect(notice.to).toEqual([email]);
    expect(notice.text).toContain("410 Gone");
    const second = await comment();
    await witness.until("the witness to get the second comment", (all) =>
      all.some((r) => r.event.data.object.id === second.id),
    );
    expect(target.received).toHaveLength(1);
    const parked = (await deliveries(endpoint.id)).find((d) => d.attempts.length === 0);
    expect(parked).toMatchObject({ status: "pending", next_attempt_at: null });
    expect((await live.post(`/v1/webhooks/${endpoint.id}/test`)).status).toBe(409);
    gone = false;
    const enabled = await live.call("PATCH", `/v1/webhooks/${endpoint.id}`, { status: "enabled" });
    expect(enabled.json).toMatchObject({ status: "enabled", disabled_reason: null });
    await target.until("both comments", (all) =>
      [first.id, second.id].every((id) => all.some((r) => r.answered === 200 && r.event.data.object.id === id)),
    );
    expect((await settled(endpoint.id, 2)).map((d) => d.status)).toEqual(["succeeded", "succeeded"]);
  });

  it("disables an endpoint after the set number of failures in a row and e-mails the owner", async () => {
    let down = true;
    const target = await receiver(() => (down ? { status: 500 } : { status: 200 }));
    const { endpoint, comment } = await endpointFor(target);
    await comment();
    const disabled = await waitFor(
      "the endpoint to be disabled",
      async () => {
        const read = await live.get(`/v1/webhooks/${endpoint.id}`);
        return read.json.status === "disabled" ? read.json : undefined;
      },
      20_000,
    );
    expect(disabled.disabled_reason).toBe("failing");
    expect(target.received).toHaveLength(5);
    // Parked just after the endpoint is disabled, in a transaction of its own.
    const waiting = await waitFor("the delivery to be parked", async () => {
      const [delivery] = await deliveries(endpoint.id);
      return delivery?.next_attempt_at === null ? delivery : undefined;
    });
    expect(waiting).toMatchObject({ status: "pending", attempt_count: 5 });
    const notice = await waitFor("the owner's e-mail", async () =>
      mail.mails.find((m) => m.text.includes(endpoint.id)),
    );
    expect(notice.text).toContain('{"status": "enabled"}');
    down = false;
    await live.call("PATCH", `/v1/webhooks/${endpoint.id}`, { status: "enabled" });
    const [delivered] = await settled(endpoint.id, 1);
    expect(delivered).toMatchObject({ status: "succeeded", attempt_count: 6 });
  });

  it("sends test-mode events only to test-mode endpoints, and live ones only to live endpoints", async () => {
    const liveTarget = await receiver();
    const testTarget = await receiver();
    const a = await endpointFor(liveTarget, live, ["*"]);
    const { json: testEndpoint } = await test.post("/v1/webhooks", {
      url: testTarget.url,
      events: ["*"],
      site_ids: [a.site.id],
    });
    const liveComment = await a.comment(live);
    const testComment = await a.comment(test);
    await liveTarget.until("the live comment", (all) => all.length >= 1);
    await testTarget.until("the test comment", (all) => all.length >= 1);
    const [liveLog, testLog] = await Promise.all([settled(a.endpoint.id, 1), settled(testEndpoint.id, 1, test)]);
    expect(liveTarget.received.map((r) => [r.event.livemode, r.event.data.object.id])).toEqual([
      [true, liveComment.id],
    ]);
    expect(testTarget.received.map((r) => [r.event.livemode, r.event.data.object.id])).toEqual([
      [false, testComment.id],
    ]);
    expect(liveLog[0]!.event_id).toBe(liveTarget.received[0]!.event.id);
    expect(testLog[0]!.event_id).toBe(testTarget.received[0]!.event.id);
  });

  it("signs with both secrets for a day after a rotation", async () => {
    const target = await receiver();
    const { endpoint, comment } = await endpointFor(target);
    const { json: rotated } = await live.post(`/v1/webhooks/${endpoint.id}/rotate-secret`);
    await comment();
    await target.until("the event", (all) => all.length === 1);
    const [got] = target.received;
    const headers = got!.headers as Record<string, string>;
    expect(headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(new Webhook(endpoint.secret).verify(got!.body, headers)).toMatchObject({ type: "comment.created" });
    expect(new Webhook(rotated.secret).verify(got!.body, headers)).toMatchObject({ type: "comment.created" });
  });

  it("sends a test event to one endpoint, and sends a delivery again on request", async () => {
    const target = await receiver();
    const bystander = await receiver();
    const { site, endpoint } = await endpointFor(target);
    const { json: other } = await live.post("/v1/webhooks", { url: bystander.url, events: ["*"], site_ids: [site.id] });
    const queued = await live.post(`/v1/webhooks/${endpoint.id}/test`);
    expect(queued.status).toBe(202);
    expect(queued.json).toMatchObject({
      id: expect.stringMatching(/^whd_/),
      event_type: "webhook.test",
      status: "pending",
    });
    await target.until("the test event", (all) => all.length === 1);
    const [got] = target.received;
    expect(got!.event).toMatchObject({ type: "webhook.test", livemode: true, data: { object: { id: endpoint.id } } });
    expect(new Webhook(endpoint.secret).verify(got!.body, got!.headers as Record<string, string>)).toBeTruthy();
    await settled(endpoint.id, 1);
    const again = await live.post(`/v1/webhooks/${endpoint.id}/deliveries/${queued.json.id}/retry`);
    expect(again.status).toBe(202);
    await target.until("the second send", (all) => all.length === 2);
    expect(target.received[1]!.headers["webhook-id"]).toBe(queued.json.id);
    expect(target.received[1]!.body).toBe(got!.body);
    const [log] = await settled(endpoint.id, 1);
    expect(log).toMatchObject({ status: "succeeded", attempt_count: 2 });
    expect(await deliveries(other.id)).toEqual([]);
    expect(bystander.received).toEqual([]);
  });

  it("delivers site events to an endpoint subscribed to site.*, the site's deletion included", async () => {
    const target = await receiver();
    const { json: site } = await live.post("/v1/sites", { name: "Doomed", domains: ["doomed.example.com"] });
    const { json: endpoint } = await live.post("/v1/webhooks", {
      url: target.url,
      events: ["site.*"],
      site_ids: [site.id],
    });
    await live.call("PATCH", `/v1/sites/${site.id}`, { name: "Renamed" });
    await live.post("/v1/comments", {
      site_id: site.id,
      thread_url: "https://doomed.example.com/p",
      content: "not for this endpoint",
    });
    await target.until("site.updated", (all) => all.length === 1);
    expect((await live.call("DELETE", `/v1/sites/${site.id}`)).status).toBe(204);
    await target.until("site.deleted", (all) => all.length === 2);
    expect(target.received.map((r) => [r.event.type, r.event.data.object.name])).toEqual([
      ["site.updated", "Renamed"],
      ["site.deleted", "Renamed"],
    ]);
    expect(target.received[1]!.event.data.object).toEqual({ id: site.id, name: "Renamed", deleted: true });
    // The site's earlier events went with it, and their deliveries too; site.deleted stays.
    const [only] = await settled(endpoint.id, 1);
    expect(only).toMatchObject({ event_type: "site.deleted", status: "succeeded" });
  });
});
