// The time from a comment's 201 to its comment.created webhook arriving at a receiver on this
// machine, through a real server with its in-process worker (nothing mocked).
import { ensureBuild } from "../../tests/support/ensure-build";
import { bootstrap } from "../../tests/support/run-cli";
import { startServer } from "../../tests/support/start-server";
import { startWebhookReceiver } from "../../tests/support/start-webhook-receiver";
import { createPostgresDatabase, createSqliteDatabase, postgresBaseUrl } from "../../tests/support/test-databases";
import { waitFor } from "../../tests/support/wait-for";

/**
 * Latency percentiles in milliseconds over `count` comments: from the 201 to the webhook's
 * arrival (`p50Ms`, `p99Ms`, `maxMs`), and from sending the POST to the arrival (`fromRequest…`),
 * which bounds the time from commit to arrival from above.
 */
export type WebhookLatency = {
  backend: string;
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  fromRequestP50Ms: number;
  fromRequestP99Ms: number;
};

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/**
 * Posts `comments` comments one after another (after a short warm-up) and measures, for each,
 * from the moment its 201 is read to the moment its webhook reaches the receiver. A webhook can
 * arrive before the client has read the 201; that counts as 0 ms.
 */
export async function measureWebhookLatency(
  options: { comments?: number; backend?: "sqlite" | "postgresql" } = {},
): Promise<WebhookLatency> {
  const total = options.comments ?? 300;
  const backend = options.backend ?? "sqlite";
  ensureBuild();
  const database = backend === "sqlite" ? createSqliteDatabase() : await createPostgresDatabase(postgresBaseUrl()!);
  const server = await startServer({ DATABASE_URL: database.url, WEBHOOKS_ALLOW_PRIVATE_TARGETS: "1" });
  const receiver = await startWebhookReceiver();
  try {
    const owner = await bootstrap(database.url);
    const headers = { "X-API-Key": owner.api_keys.live, "Content-Type": "application/json" };
    const call = (path: string, body: unknown) =>
      fetch(`${server.baseUrl}${path}`, { method: "POST", headers, body: JSON.stringify(body) }).then(async (res) => ({
        status: res.status,
        json: (await res.json()) as { id: string },
      }));
    await call("/v1/webhooks", { url: receiver.url, events: ["comment.created"] });
    const answeredAt = new Map<string, number>();
    const sentAt = new Map<string, number>();
    const warmUp = 20;
    for (let i = 0; i < warmUp + total; i++) {
      const sent = Date.now();
      const res = await call("/v1/comments", {
        site_id: owner.site_id,
        thread_url: "https://example.com/bench",
        content: `comment ${i}`,
      });
      if (res.status !== 201) throw new Error(`POST /v1/comments answered ${res.status}`);
      if (i >= warmUp) answeredAt.set(res.json.id, Date.now());
      if (i >= warmUp) sentAt.set(res.json.id, sent);
    }
    const arrivedAt = () => new Map(receiver.received.map((r) => [String(r.event.data.object.id), r.at]));
    await waitFor(
      "every webhook",
      async () => ([...answeredAt.keys()].every((id) => arrivedAt().has(id)) ? true : undefined),
      60_000,
    );
    const arrivals = arrivedAt();
    const since = (from: Map<string, number>) =>
      [...from].map(([id, at]) => Math.max(0, arrivals.get(id)! - at)).sort((a, b) => a - b);
    const latencies = since(answeredAt);
    const fromRequest = since(sentAt);
    return {
      backend,
      count: latencies.length,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      maxMs: latencies.at(-1)!,
      fromRequestP50Ms: percentile(fromRequest, 0.5),
      fromRequestP99Ms: percentile(fromRequest, 0.99),
    };
  } finally {
    await receiver.close();
    await server.stop();
    await database.drop();
  }
}
