import { spawn } from "node:child_process";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { type Bootstrapped } from "../support/run-cli";
import { startServerOn, type OwnServer } from "../support/start-server-on";
import { startWebhookReceiver, type ReceiverReply, type WebhookReceiver } from "../support/start-webhook-receiver";
import { postgresBaseUrl } from "../support/test-databases";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

// Short timeouts and retries (many steps, so that no delivery runs out of them here), and a
// short lease so that a delivery claimed by a killed server is claimed again within seconds.
// Under CI's load a 200 can reach the worker later than half a second, which then counts as a
// timeout and a retry; 20 steps of 150 ms (3 s) can be used up that way by a delivery the receiver
// had taken, leaving it failed (the likely cause of one CI failure, where the file ran twice as
// slowly as usual). A second's timeout and 100 steps (15 s) leave room.
const env = {
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: "1",
  WEBHOOK_TIMEOUT_MS: "1000",
  WEBHOOK_RETRY_SCHEDULE_MS: Array(100).fill("150").join(","),
  WEBHOOK_LEASE_MS: "1500",
};

/** Posts `count` comments, `parallel` at a time, and answers their ids. */
async function postComments(
  api: ReturnType<typeof apiClient>,
  siteId: string,
  count: number,
  parallel = 8,
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, i) =>
      api.post("/v1/comments", {
        site_id: siteId,
        thread_url: "https://example.com/load",
        content: `comment ${start + i}`,
      }),
    );
    for (const res of await Promise.all(batch)) {
      expect(res.status).toBe(201);
      ids.push(res.json.id);
    }
  }
  return ids;
}

const deliveredIds = (receiver: WebhookReceiver) =>
  new Set(receiver.received.filter((r) => r.answered === 200).map((r) => String(r.event.data.object.id)));

const countRows = async (databaseUrl: string, sql: string, params: unknown[] = []) =>
  Number((await queryDatabase(databaseUrl, sql, params))[0]!.n);

describe.each(testServers().map((s) => s.name))("webhook delivery through failures on %s", (backend) => {
  let own: OwnServer;
  let owner: Bootstrapped;
  let api: ReturnType<typeof apiClient>;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    own = await startServerOn(backend, env);
    owner = await buildAccount(own.databaseUrl);
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await own?.stop();
  });

  /** A receiver with a fresh endpoint for comment.created; removes the previous test's endpoint. */
  async function endpointTo(reply: (index: number) => ReceiverReply) {
    api = apiClient(own.baseUrl(), owner.api_keys.live);
    for (const old of (await api.get("/v1/webhooks")).json.webhooks) await api.call("DELETE", `/v1/webhooks/${old.id}`);
    const receiver = await startWebhookReceiver((_, index) => reply(index));
    receivers.push(receiver);
    const created = await api.post("/v1/webhooks", { url: receiver.url, events: ["comment.created"] });
    expect(created.status).toBe(201);
    return { receiver, endpointId: created.json.id as string };
  }

  it("delivers every one of 300 events at least once to a receiver that fails, hangs and resets", async () => {
    const chaos = (i: number): ReceiverReply => {
      const roll = (i * 7919 + 13) % 20;
      if (roll < 9) return { status: 200 };
      if (roll < 11) return { status: 500 };
      if (roll < 13) return { status: 503 };
      if (roll < 15) return { status: 200, delayMs: 40 };
      if (roll < 17) return "hang";
      return "reset";
    };
    const { receiver, endpointId } = await endpointTo(chaos);
    const ids = await postComments(api, owner.site_id, 300);
    await receiver.until("every comment delivered", () => ids.every((id) => deliveredIds(receiver).has(id)), 120_000);
    const kinds = new Set(receiver.received.map((r) => r.answered));
    expect(kinds).toEqual(new Set([200, 500, 503, null]));
    await waitFor(
      "every delivery to be logged as succeeded",
      async () =>
        (await countRows(
          own.databaseUrl,
          `SELECT count(*) AS n FROM "WebhookDelivery" WHERE "endpointId" = $1 AND "status" = 'succeeded'`,
          [endpointId],
        )) === 300
          ? true
          : undefined,
      30_000,
    );
    const errors = await queryDatabase(
      own.databaseUrl,
      `SELECT DISTINCT a."errorKind" AS kind FROM "WebhookAttempt" a JOIN "WebhookDelivery" d ON d."id" = a."deliveryId" WHERE d."endpointId" = $1`,
      [endpointId],
    );
    expect(errors.map((e) => e.kind)).toEqual(
      expect.arrayContaining([null, "http_error", "timeout", "connection_reset"]),
    );
  }, 180_000);

  it("finishes the delivery it is sending when stopped with SIGTERM", async () => {
    const { receiver } = await endpointTo(() => ({ status: 200, delayMs: 150 }));
    const [commentId] = await postComments(api, owner.site_id, 1);
    await receiver.until("the request to arrive", (all) => all.length === 1);
    const server = own.server().process;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
    expect(receiver.received[0]).toMatchObject({ answered: 200, event: { data: { object: { id: commentId } } } });
    const deliveryId = receiver.received[0]!.headers["webhook-id"];
    const rows = await queryDatabase(
      own.databaseUrl,
      `SELECT "status", "attemptCount", "leaseToken" FROM "WebhookDelivery" WHERE "id" = $1`,
      [deliveryId],
    );
    expect(rows).toEqual([{ status: "succeeded", attemptCount: 1, leaseToken: null }]);
    await own.restart();
  });

  it("delivers an event committed just before the server is killed with SIGKILL", async () => {
    const { receiver } = await endpointTo((i) => (i === 0 ? "hang" : { status: 200 }));
    const res = await api.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: "https://example.com/crash",
      content: "last words",
    });
    expect(res.status).toBe(201);
    own.server().process.kill("SIGKILL");
    await own.restart();
    await receiver.until("the event after the restart", () => deliveredIds(receiver).has(res.json.id), 30_000);
    const sends = receiver.received.filter((r) => r.event.data.object.id === res.json.id);
    expect(new Set(sends.map((r) => r.headers["webhook-id"])).size).toBe(1);
  });

  it("sends a delivery left parked for an endpoint that is enabled, once a worker starts", async () => {
    const { receiver, endpointId } = await endpointTo(() => ({ status: 200 }));
    await api.call("PATCH", `/v1/webhooks/${endpointId}`, { status: "disabled" });
    const [commentId] = await postComments(api, owner.site_id, 1);
    const [parked] = (await api.get(`/v1/webhooks/${endpointId}/deliveries`)).json.deliveries;
    expect(parked).toMatchObject({ status: "pending", next_attempt_at: null });
    // What a re-enable racing a worker's parking can leave behind: enabled, with a parked delivery.
    await queryDatabase(
      own.databaseUrl,
      `UPDATE "WebhookEndpoint" SET "status" = 'enabled', "disabledReason" = NULL WHERE "id" = $1`,
      [endpointId],
    );
    await own.restart();
    await receiver.until("the stranded delivery", () => deliveredIds(receiver).has(commentId!), 30_000);
  });
});

const pgBase = postgresBaseUrl();

describe.skipIf(!pgBase)("two webhook workers on one PostgreSQL database", () => {
  let own: OwnServer;
  let receiver: WebhookReceiver;
  const workerEnv = { ...env, WEBHOOK_CONCURRENCY: "4" };

  beforeAll(async () => {
    own = await startServerOn("postgresql", workerEnv);
    receiver = await startWebhookReceiver(() => ({ status: 200, delayMs: 15 }));
  });
  afterAll(async () => {
    await receiver?.close();
    await own?.stop();
  });

  it("never sends the same attempt twice", async () => {
    const owner = await buildAccount(own.databaseUrl);
    const cli = spawn(process.execPath, ["bin/threadline.mjs", "worker"], {
      env: { ...process.env, ...workerEnv, DATABASE_URL: own.databaseUrl },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let log = "";
    cli.stderr.on("data", (chunk) => (log += chunk));
    const exited = new Promise<number | null>((resolve) => cli.once("exit", (code) => resolve(code)));
    await waitFor("the worker to start", async () => (log.includes("started") ? true : undefined));
    const api = apiClient(own.baseUrl(), owner.api_keys.live);
    await api.post("/v1/webhooks", { url: receiver.url, events: ["comment.created"] });
    const ids = await postComments(api, owner.site_id, 200);
    await receiver.until("all 200 events", () => ids.every((id) => deliveredIds(receiver).has(id)), 60_000);
    const perMessage = new Map<string, number>();
    for (const r of receiver.received)
      perMessage.set(String(r.headers["webhook-id"]), (perMessage.get(String(r.headers["webhook-id"])) ?? 0) + 1);
    expect(perMessage.size).toBe(200);
    expect([...perMessage.values()].every((n) => n === 1)).toBe(true);
    await waitFor("every attempt to be logged", async () =>
      (await countRows(own.databaseUrl, `SELECT count(*) AS n FROM "WebhookAttempt"`)) === 200 ? true : undefined,
    );
    const workers = await queryDatabase(
      own.databaseUrl,
      `SELECT "worker", count(*) AS n FROM "WebhookAttempt" GROUP BY "worker"`,
    );
    expect(workers).toHaveLength(2);
    expect(
      await countRows(own.databaseUrl, `SELECT count(*) AS n FROM "WebhookDelivery" WHERE "attemptCount" <> 1`),
    ).toBe(0);
    cli.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(log).toContain("stopped");
  });
});
