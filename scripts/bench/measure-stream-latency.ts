// The time from a comment's 201 to its arrival on every one of many open thread streams, through a
// real server (nothing mocked), and the server's memory per open stream.
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";

import { ensureBuild } from "../../tests/support/ensure-build";
import { bootstrap } from "../../tests/support/run-cli";
import { startServer } from "../../tests/support/start-server";
import { createPostgresDatabase, createSqliteDatabase, postgresBaseUrl } from "../../tests/support/test-databases";
import { waitFor } from "../../tests/support/wait-for";

/** Stream latency percentiles in milliseconds, and memory per stream in kilobytes. */
export type StreamLatency = {
  backend: string;
  streams: number;
  comments: number;
  deliveries: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  kbPerStream: number;
  rssMb: number;
};

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

/**
 * Opens `streams` streams on one thread, then posts `comments` comments one after another and, for
 * each, measures from the moment its 201 is read to its arrival at each stream (arrivals before the
 * 201 count as 0 ms). The clients run in this process, so their parsing shares the machine's cores.
 */
export async function measureStreamLatency(options: {
  streams: number;
  comments: number;
  backend: "sqlite" | "postgresql";
}): Promise<StreamLatency> {
  ensureBuild();
  const database =
    options.backend === "sqlite" ? createSqliteDatabase() : await createPostgresDatabase(postgresBaseUrl()!);
  const server = await startServer({
    DATABASE_URL: database.url,
    TRUST_PROXY: "1",
    STREAM_MAX_PER_IP: String(options.streams + 10),
  });
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const sockets: Array<() => void> = [];
  try {
    const owner = await bootstrap(database.url, ["--domain", "bench.example.com"]);
    const thread = "https://bench.example.com/live";
    const url = `${server.baseUrl}/v1/comments/stream?site_id=${owner.site_id}&thread_url=${encodeURIComponent(thread)}`;
    const arrivals = new Map<string, number[]>();
    const pid = server.process.pid!;
    const before = rssMb(pid);
    let opened = 0;
    const openOne = () =>
      new Promise<void>((resolve, reject) => {
        // Readers come from many addresses; each counts against its own read limit.
        const ip = `10.${(opened >> 16) & 255}.${(sockets.length >> 8) & 255}.${sockets.length & 255}`;
        const req = request(url, { agent, headers: { Accept: "text/event-stream", "X-Forwarded-For": ip } }, (res) => {
          if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            const now = performance.now();
            for (const match of chunk.matchAll(/"id":"(cmt_[0-9a-z]+)"/g)) {
              const list = arrivals.get(match[1]!) ?? [];
              list.push(now);
              arrivals.set(match[1]!, list);
            }
            if (chunk.includes("retry:")) opened++;
          });
          res.on("error", () => undefined);
          resolve();
        });
        req.on("error", reject);
        req.end();
        sockets.push(() => req.destroy());
      });
    for (let i = 0; i < options.streams; i += 100)
      await Promise.all(Array.from({ length: Math.min(100, options.streams - i) }, openOne));
    await waitFor("every stream to open", async () => (opened >= options.streams ? true : undefined), 120_000);
    const held = rssMb(pid);

    const headers = { "X-API-Key": owner.api_keys.live, "Content-Type": "application/json" };
    const latencies: number[] = [];
    for (let i = 0; i < options.comments; i++) {
      const res = await fetch(`${server.baseUrl}/v1/comments`, {
        method: "POST",
        headers,
        body: JSON.stringify({ site_id: owner.site_id, thread_url: thread, content: `live ${i}` }),
      });
      const answeredAt = performance.now();
      const { id } = (await res.json()) as { id: string };
      await waitFor(
        `comment ${i} on every stream`,
        async () => ((arrivals.get(id)?.length ?? 0) >= options.streams ? true : undefined),
        60_000,
      );
      for (const at of arrivals.get(id)!) latencies.push(Math.max(0, at - answeredAt));
    }
    latencies.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      backend: options.backend,
      streams: options.streams,
      comments: options.comments,
      deliveries: latencies.length,
      p50Ms: round(percentile(latencies, 0.5)),
      p99Ms: round(percentile(latencies, 0.99)),
      maxMs: round(latencies.at(-1)!),
      kbPerStream: Math.round(((held - before) * 1024) / options.streams),
      rssMb: Math.round(held),
    };
  } finally {
    sockets.forEach((close) => close());
    agent.destroy();
    await server.stop();
    await database.drop();
  }
}
