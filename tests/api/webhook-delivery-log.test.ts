import { createServer, type Server } from "node:http";

import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { startServerOn, type OwnServer } from "../support/start-server-on";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

type Attempt = {
  status_code: number | null;
  error_kind: string | null;
  request: { headers: Record<string, string>; body: string } | null;
  response: { status: number; headers: Record<string, string>; body: string; truncated: boolean } | null;
};

// A receiver that answers by path: a small JSON answer, or a hostile one (a megabyte of body, a
// hundred headers, one of them 5,000 characters long) that the log must not keep in full.
function startReceiver(): Promise<{ server: Server; url: (path: string) => string; bodies: string[] }> {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      bodies.push(body);
      if (req.url === "/json") return void res.writeHead(201, { "x-receiver": "yes" }).end('{"ok":true}');
      const headers: Record<string, string> = { "x-long": "v".repeat(5000) };
      for (let i = 0; i < 100; i++) headers[`x-filler-${i}`] = String(i);
      res.writeHead(200, headers);
      for (let i = 0; i < 256; i++) res.write("x".repeat(4096));
      res.end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: (path) => `http://127.0.0.1:${port}${path}`, bodies });
    }),
  );
}

describe.each(testServers().map((s) => s.name))("the delivery log's requests and responses on %s", (backend) => {
  let own: OwnServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    receiver = await startReceiver();
    own = await startServerOn(backend, { WEBHOOKS_ALLOW_PRIVATE_TARGETS: "1", WEBHOOK_RETRY_SCHEDULE_MS: "60000" });
    const owner = await buildAccount(own.databaseUrl);
    api = apiClient(own.baseUrl(), owner.api_keys.live);
  });
  afterAll(async () => {
    await own?.stop();
    receiver?.server.closeAllConnections();
    await new Promise((resolve) => receiver?.server.close(resolve));
  });

  /** Registers an endpoint at `url`, sends it a test event, and answers its first logged attempt. */
  async function firstAttempt(url: string) {
    const { json: endpoint } = await api.post("/v1/webhooks", { url, events: ["*"] });
    expect((await api.post(`/v1/webhooks/${endpoint.id}/test`)).status).toBe(202);
    const attempt = await waitFor("the logged attempt", async () => {
      const log = await api.get(`/v1/webhooks/${endpoint.id}/deliveries`);
      return (log.json.deliveries[0]?.attempts[0] as Attempt | undefined) ?? undefined;
    });
    const log = await api.get(`/v1/webhooks/${endpoint.id}/deliveries`);
    // The signing secret is never part of the log, in any attempt's headers or anywhere else.
    expect(log.text).not.toContain(endpoint.secret);
    expect(log.text).not.toContain(endpoint.secret.slice("whsec_".length));
    return { attempt, secret: endpoint.secret as string };
  }

  it("keeps the headers and body that were sent, and what came back", async () => {
    const { attempt, secret } = await firstAttempt(receiver.url("/json"));
    expect(attempt.request!.headers).toMatchObject({
      "content-type": "application/json",
      "user-agent": "Threadline-Webhooks/1.0",
      "webhook-id": expect.stringMatching(/^whd_/),
      "webhook-timestamp": expect.stringMatching(/^\d+$/),
      "webhook-signature": expect.stringMatching(/^v1,/),
      "content-length": String(Buffer.byteLength(attempt.request!.body)),
    });
    // The logged request is the request: its body is byte for byte what the receiver got, and
    // its signature verifies with the endpoint's secret.
    expect(receiver.bodies).toContain(attempt.request!.body);
    expect(new Webhook(secret).verify(attempt.request!.body, attempt.request!.headers)).toMatchObject({
      type: "webhook.test",
    });
    expect(attempt.response).toEqual({
      status: 201,
      headers: expect.objectContaining({ "x-receiver": "yes" }),
      body: '{"ok":true}',
      truncated: false,
    });
  });

  it("keeps only the first 4 KB of a response body and caps its headers", async () => {
    const { attempt } = await firstAttempt(receiver.url("/hostile"));
    expect(attempt.status_code).toBe(200);
    expect(attempt.response!.truncated).toBe(true);
    expect(attempt.response!.body).toBe("x".repeat(4096));
    const headers = Object.entries(attempt.response!.headers);
    expect(headers.length).toBeLessThanOrEqual(50);
    expect(headers.every(([, value]) => value.length <= 1024)).toBe(true);
    expect(attempt.response!.headers["x-long"]).toMatch(/^v{1023}…$/);
  });

  it("logs no response, only the error, when the receiver cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const { attempt } = await firstAttempt(`http://127.0.0.1:${port}/gone`);
    expect(attempt).toMatchObject({ status_code: null, error_kind: "connection_refused", response: null });
    expect(attempt.request!.headers["webhook-signature"]).toMatch(/^v1,/);
  });
});
