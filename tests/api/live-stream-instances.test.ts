import { readdirSync, readFileSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { openEventStream, type EventStream } from "../support/open-event-stream";
import { startServer, type RunningServer } from "../support/start-server";
import { startServerOn, type OwnServer } from "../support/start-server-on";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

const postgres = testServers().find((s) => s.name === "postgresql");

describe.runIf(postgres)("a thread stream across two server processes on one PostgreSQL database", () => {
  let second: RunningServer;
  beforeAll(async () => {
    second = await startServer({ DATABASE_URL: postgres!.databaseUrl, TRUST_PROXY: "1" });
  });
  afterAll(async () => await second?.stop());

  it("receives on one instance a comment committed through the other", async () => {
    const owner = await buildAccount(postgres!.databaseUrl, { domain: "two.example.com" });
    const thread = `https://two.example.com/post-${Date.now()}`;
    const stream = await openEventStream(
      `${second.baseUrl}/v1/comments/stream?site_id=${owner.site_id}&thread_url=${encodeURIComponent(thread)}`,
    );
    try {
      await waitFor("the stream to open", async () => (stream.raw().includes("retry:") ? true : undefined));
      const created = await apiClient(postgres!.baseUrl, owner.api_keys.live).post("/v1/comments", {
        site_id: owner.site_id,
        thread_url: thread,
        content: "from the other one",
      });
      expect(created.status).toBe(201);
      const event = await stream.next("the comment from the other instance", (e) => e.event === "comment.published");
      expect(JSON.parse(event.data).comment.id).toBe(created.json.id);
    } finally {
      stream.close();
    }
  });
});

/** The server process's open file descriptors (sockets included) and resident memory. */
function usage(pid: number): { handles: number; rssMb: number } {
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return { handles: readdirSync(`/proc/${pid}/fd`).length, rssMb: Number(rss) / 1024 };
}

describe("a thousand streams opened and dropped", () => {
  let own: OwnServer;
  beforeAll(async () => {
    // A bounded heap makes V8 collect as it goes, so resident memory tracks what is really kept.
    own = await startServerOn("sqlite", {
      TRUST_PROXY: "1",
      STREAM_MAX_PER_IP: "2000",
      NODE_OPTIONS: "--max-old-space-size=384",
    });
  });
  afterAll(async () => await own?.stop());

  it("leave no handle behind and memory where it was", { timeout: 180_000 }, async () => {
    const pid = own.server().process.pid!;
    const owner = await buildAccount(own.databaseUrl, { domain: "many.example.com" });
    const url = `${own.baseUrl()}/v1/comments/stream?site_id=${owner.site_id}&thread_url=${encodeURIComponent("https://many.example.com/post")}`;
    const baseline = usage(pid).handles;
    // The same hundred readers each cycle (ten streams each): new addresses would each leave a
    // rate-limit window in memory for a minute, which is the limiter's memory, not the streams'.
    const readers = Array.from({ length: 100 }, () => randomIp());
    /** Opens a thousand streams, checks they are held, drops them all and waits for their handles to go. */
    async function cycle() {
      const streams: EventStream[] = [];
      for (let batch = 0; batch < 10; batch++) {
        streams.push(...(await Promise.all(readers.map((ip) => openEventStream(url, { "X-Forwarded-For": ip })))));
      }
      expect(streams.filter((s) => s.response.statusCode === 200)).toHaveLength(1000);
      expect(usage(pid).handles).toBeGreaterThan(baseline + 900);
      streams.forEach((stream) => stream.close());
      return waitFor("the handles to come back", async () => {
        const now = usage(pid);
        return now.handles <= baseline + 10 ? now : undefined;
      });
    }
    // The first thousand grow the heap to its working size (V8 hands memory back to the system
    // lazily); after that, more thousands must not add to it: nothing of a dropped stream stays.
    const warm = await cycle();
    await cycle();
    await cycle();
    const after = await cycle();
    expect(after.handles).toBeLessThanOrEqual(baseline + 10);
    // Three more thousands would hold some 300 MB if a dropped stream kept its ~100 KB.
    expect(after.rssMb).toBeLessThan(warm.rssMb + 60);
  });
});
