import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { startCli, type CliProcess } from "../support/start-cli";
import { startWebhookReceiver, type WebhookReceiver } from "../support/start-webhook-receiver";
import { testServers } from "../support/test-servers";

// `threadline webhooks listen` against the shared servers, which refuse loopback webhook URLs: the
// events reach a receiver on 127.0.0.1 only through the CLI, as on a developer's laptop.
describe.each(testServers())("threadline webhooks listen on $name", (server) => {
  let receiver: WebhookReceiver;
  const children: CliProcess[] = [];
  const listen = (args: string[], key: string) => {
    const child = startCli(["webhooks", "listen", ...args, "--api-url", server.baseUrl], { THREADLINE_API_KEY: key });
    children.push(child);
    return child;
  };
  let owner: Awaited<ReturnType<typeof buildAccount>>;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    owner = await buildAccount(server.databaseUrl);
  });
  afterAll(async () => {
    for (const child of children) child.kill();
    await receiver?.close();
  });

  it("forwards the account's new events, signed with the secret it printed, and stops on Ctrl-C", async () => {
    const api = apiClient(server.baseUrl, owner.api_keys.live);
    // An event from before the listener started is not forwarded: it listens from now on.
    const before = await api.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: "http://localhost/before",
      content: "Before",
    });
    expect(before.status).toBe(201);
    const cli = listen(["--forward-to", receiver.url, "--events", "comment.*"], owner.api_keys.live);
    const [, secret] = await cli.waitForLine(/signing secret is (whsec_[A-Za-z0-9+/=]+)/);
    await cli.waitForLine(/^Ready! Forwarding live events/m);
    expect(cli.stdout()).not.toContain(owner.api_keys.live);

    // A site event is filtered out by --events; the comment after it comes through.
    expect((await api.patch(`/v1/sites/${owner.site_id}`, { name: "Renamed" })).status).toBe(200);
    const created = await api.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: "http://localhost/listen",
      content: "Hello from the laptop",
    });
    expect(created.status).toBe(201);
    await receiver.until("the forwarded comment.created", (all) => all.length === 1);
    const [got] = receiver.received;
    expect(got!.event).toMatchObject({ type: "comment.created", livemode: true, data: { object: created.json } });
    expect(got!.headers["content-type"]).toBe("application/json");
    expect(got!.headers["user-agent"]).toBe("Threadline-Webhooks/1.0");
    expect(got!.headers["webhook-id"]).toMatch(/^whd_/);
    expect(new Webhook(secret!).verify(got!.body, got!.headers as Record<string, string>)).toMatchObject({
      id: got!.event.id,
    });
    expect(() =>
      new Webhook(`whsec_${"A".repeat(32)}`).verify(got!.body, got!.headers as Record<string, string>),
    ).toThrow();

    // One line per event: time, type, id, and the local answer.
    const line = new RegExp(`^\\d\\d:\\d\\d:\\d\\d\\s+comment\\.created\\s+${got!.event.id}\\s+\\[200\\]$`, "m");
    await cli.waitForLine(line);
    expect(cli.stdout()).not.toContain("site.updated");
    expect(receiver.received.some((r) => r.body.includes("Before"))).toBe(false);

    expect(await cli.stop()).toBe(0);
    expect(cli.stdout()).toMatch(/Stopped\.\n$/);
  });

  it("prints the local receiver's error when it cannot be reached, and keeps listening", async () => {
    const api = apiClient(server.baseUrl, owner.api_keys.test);
    const closed = await startWebhookReceiver();
    await closed.close();
    const listener = listen(["--forward-to", closed.url], owner.api_keys.test);
    await listener.waitForLine(/^Ready! Forwarding test events/m);
    const first = await api.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: "http://localhost/t",
      content: "A",
    });
    expect(first.status).toBe(201);
    await listener.waitForLine(/comment\.created\s+evt_\w+\s+\[error: connection refused\]$/m);
    // It keeps listening after the error: the next event gets its own line.
    await api.post("/v1/comments", { site_id: owner.site_id, thread_url: "http://localhost/t", content: "B" });
    await listener.waitForLine(/(\[error: connection refused\][^]*){2}/);
    expect(await listener.stop()).toBe(0);
  });

  it("refuses a bad API key in words", async () => {
    const listener = listen(["--forward-to", receiver.url], `key_live_${"x".repeat(32)}`);
    expect(await listener.exited()).toBe(1);
    expect(listener.stderr()).toMatch(/threadline: .*API key/i);
    expect(listener.stdout()).not.toContain("Ready");
  });
});
