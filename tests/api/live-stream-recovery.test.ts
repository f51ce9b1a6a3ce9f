// Live streams never lose an event silently: after the PostgreSQL listener's connection is cut, on a
// freshly started instance, and when a client resumes with Last-Event-ID while others write, every
// event after the id the client holds arrives, in order and once (or the stream says `reload`).
import { randomBytes } from "node:crypto";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { createMemberSession } from "../support/create-member-session";
import { buildAccount } from "../support/factories";
import { killLiveListeners } from "../support/kill-live-listeners";
import { openEventStream, type EventStream } from "../support/open-event-stream";
import type { Bootstrapped } from "../support/run-cli";
import { startServer, type RunningServer } from "../support/start-server";
import { startServerOn, type OwnServer } from "../support/start-server-on";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

type Client = ReturnType<typeof apiClient>;
const unique = () => randomBytes(4).toString("hex");
const open: EventStream[] = [];
afterEach(() => open.splice(0).forEach((stream) => stream.close()));

/** Opens a stream and waits for its retry advice (it is subscribed by then). */
async function follow(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const stream = await openEventStream(url, { "X-Forwarded-For": randomIp(), ...headers });
  open.push(stream);
  expect(stream.response.statusCode).toBe(200);
  await waitFor("the retry advice", async () => (stream.raw().includes("retry:") ? true : undefined), 20_000);
  return stream;
}

const threadStream = (baseUrl: string, siteId: string, thread: string) =>
  `${baseUrl}/v1/comments/stream?site_id=${siteId}&thread_url=${encodeURIComponent(thread)}`;

/** The comment ids a stream told of with `name`, in the order they came. */
function idsOf(stream: EventStream, name: string): string[] {
  return stream.events
    .filter((e) => e.event === name)
    .map((e) => {
      const data = JSON.parse(e.data) as { id?: string; comment?: { id: string } };
      return data.comment?.id ?? data.id!;
    });
}

/** Waits until the stream told of every id (20 s: a reconnect takes about one), then wants exactly those, in order. */
async function expectEvery(stream: EventStream, name: string, ids: string[]): Promise<void> {
  await waitFor(
    `${ids.length} ${name} events`,
    async () => {
      const seen = idsOf(stream, name);
      return ids.every((id) => seen.includes(id)) ? true : undefined;
    },
    20_000,
  ).catch(() => undefined);
  expect(idsOf(stream, name)).toEqual(ids);
  expect(stream.events.map((e) => e.event)).not.toContain("reload");
}

/**
 * Waits until the stream told of every id that `writers` wrote (each writer one after the other,
 * the writers at once), then wants each exactly once and every writer's in the order it wrote them.
 */
async function expectEveryOnce(stream: EventStream, name: string, writers: string[][]): Promise<void> {
  const all = writers.flat();
  await waitFor(
    `${all.length} ${name} events`,
    async () => {
      const seen = idsOf(stream, name);
      return all.every((id) => seen.includes(id)) ? true : undefined;
    },
    20_000,
  ).catch(() => undefined);
  const seen = idsOf(stream, name);
  expect([...seen].sort()).toEqual([...all].sort());
  for (const written of writers) expect(seen.filter((id) => written.includes(id))).toEqual(written);
  expect(stream.events.map((e) => e.event)).not.toContain("reload");
}

/**
 * Comments written by `writers` clients at once, `each` one after the other per writer (dense
 * enough that some commit during any moment a stream takes to start listening); answers each
 * writer's ids as they come and a promise of the end.
 */
function writeAtOnce(
  writers: number,
  each: number,
  write: (writer: number, n: number) => Promise<string>,
): { ids: string[][]; done: Promise<void> } {
  const ids = Array.from({ length: writers }, (): string[] => []);
  const done = Promise.all(
    ids.map(async (mine, writer) => {
      for (let n = 0; n < each; n++) mine.push(await write(writer, n));
    }),
  ).then(() => undefined);
  return { ids, done };
}

/** Posts a comment on a thread and answers its id. */
async function post(client: Client, siteId: string, thread: string, content: string): Promise<string> {
  const created = await client.post("/v1/comments", { site_id: siteId, thread_url: thread, content });
  expect(created.status).toBe(201);
  return created.json.id as string;
}

const postgres = testServers().find((s) => s.name === "postgresql");

describe.runIf(postgres)("live streams when the LISTEN connection is lost (two instances on PostgreSQL)", () => {
  let first: OwnServer;
  let second: RunningServer;
  let owner: Bootstrapped;
  let viaFirst: Client;
  let viaSecond: Client;
  const thread = () => `https://recover.example.com/post-${unique()}`;

  beforeAll(async () => {
    first = await startServerOn("postgresql", { TRUST_PROXY: "1" });
    second = await startServer({ DATABASE_URL: first.databaseUrl, TRUST_PROXY: "1" });
    owner = await buildAccount(first.databaseUrl, { domain: "recover.example.com" });
    viaFirst = apiClient(first.baseUrl(), owner.api_keys.live);
    viaSecond = apiClient(second.baseUrl, owner.api_keys.live);
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it("gives a thread stream every comment committed while its listener reconnects, in order, once", async () => {
    const page = thread();
    const stream = await follow(threadStream(first.baseUrl(), owner.site_id, page));
    const ids = [await post(viaSecond, owner.site_id, page, "before the cut")];
    await expectEvery(stream, "comment.published", ids);

    expect(await killLiveListeners(first.databaseUrl)).toBeGreaterThan(0);
    // Through both instances: the one holding the stream and the other one.
    for (let i = 0; i < 20; i++) {
      ids.push(await post(i % 2 ? viaFirst : viaSecond, owner.site_id, page, `while reconnecting ${i}`));
    }
    await expectEvery(stream, "comment.published", ids);

    // What the catch-up found is not told again when NOTIFY or a later catch-up brings it.
    expect(await killLiveListeners(first.databaseUrl)).toBeGreaterThan(0);
    ids.push(await post(viaSecond, owner.site_id, page, "after the second cut"));
    await expectEvery(stream, "comment.published", ids);
  });

  // Starting a server takes a while on a loaded machine: more time than the project's 60 s.
  it(
    "gives the first stream of a fresh instance every comment after its Last-Event-ID while another writes",
    { timeout: 180_000 },
    async () => {
      const page = thread();
      const before = await follow(threadStream(first.baseUrl(), owner.site_id, page));
      await post(viaFirst, owner.site_id, page, "the one the reader holds");
      const held = await before.next("the comment the reader holds", (e) => e.event === "comment.published", 20_000);
      before.close();

      const fresh = await startServer({ DATABASE_URL: first.databaseUrl, TRUST_PROXY: "1" });
      try {
        const writing = writeAtOnce(8, 5, (writer, n) =>
          post(writer % 2 ? viaFirst : viaSecond, owner.site_id, page, `meanwhile ${writer}.${n}`),
        );
        await waitFor("the writes to begin", async () => (writing.ids.flat().length >= 4 ? true : undefined));
        const resumed = await follow(threadStream(fresh.baseUrl, owner.site_id, page), { "Last-Event-ID": held.id! });
        await writing.done;
        await expectEveryOnce(resumed, "comment.published", writing.ids);
      } finally {
        await fresh.stop();
      }
    },
  );

  it("gives the dashboard's account stream every held comment committed while its listener reconnects", async () => {
    const email = `queue-${unique()}@example.com`;
    const account = await buildAccount(first.databaseUrl, { email, domain: "queue.example.com" });
    const keyFirst = apiClient(first.baseUrl(), account.api_keys.live);
    const keySecond = apiClient(second.baseUrl, account.api_keys.live);
    expect((await keyFirst.patch(`/v1/sites/${account.site_id}`, { moderation: { mode: "all" } })).status).toBe(200);
    const token = await createMemberSession(first.databaseUrl, email);
    const queue = await follow(`${first.baseUrl()}/moderation/stream`, { Cookie: `next-auth.session-token=${token}` });
    const page = "https://queue.example.com/post";
    const ids = [await post(keySecond, account.site_id, page, "held before the cut")];
    await expectEvery(queue, "queue.added", ids);

    expect(await killLiveListeners(first.databaseUrl)).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) {
      ids.push(await post(i % 2 ? keyFirst : keySecond, account.site_id, page, `held while reconnecting ${i}`));
    }
    await expectEvery(queue, "queue.added", ids);
    ids.push(await post(keySecond, account.site_id, page, "held after"));
    await expectEvery(queue, "queue.added", ids);
  });
});

describe.each(testServers())("streams resumed with Last-Event-ID while comments are written, on $name", (server) => {
  it("a thread stream gets each comment after the id it holds, in order, once", async () => {
    const owner = await buildAccount(server.databaseUrl, { domain: "resume.example.com" });
    const api = apiClient(server.baseUrl, owner.api_keys.live);
    const page = `https://resume.example.com/post-${unique()}`;
    const before = await follow(threadStream(server.baseUrl, owner.site_id, page));
    await post(api, owner.site_id, page, "the one the reader holds");
    const held = await before.next("the comment the reader holds", (e) => e.event === "comment.published", 20_000);
    before.close();

    const writing = writeAtOnce(8, 5, (writer, n) => post(api, owner.site_id, page, `meanwhile ${writer}.${n}`));
    await waitFor("the writes to begin", async () => (writing.ids.flat().length >= 4 ? true : undefined));
    const resumed = await follow(threadStream(server.baseUrl, owner.site_id, page), { "Last-Event-ID": held.id! });
    await writing.done;
    await expectEveryOnce(resumed, "comment.published", writing.ids);
  });

  it("the account stream replays what it missed after the id it holds, and says reload to an unknown id", async () => {
    const email = `resume-${unique()}@example.com`;
    const account = await buildAccount(server.databaseUrl, { email, domain: "resume-queue.example.com" });
    const api = apiClient(server.baseUrl, account.api_keys.live);
    expect((await api.patch(`/v1/sites/${account.site_id}`, { moderation: { mode: "all" } })).status).toBe(200);
    const cookie = `next-auth.session-token=${await createMemberSession(server.databaseUrl, email)}`;
    const url = `${server.baseUrl}/moderation/stream`;
    const page = "https://resume-queue.example.com/post";

    const before = await follow(url, { Cookie: cookie });
    await post(api, account.site_id, page, "held and heard");
    const held = await before.next("the held comment", (e) => e.event === "queue.added", 20_000);
    before.close();
    const missed = [
      await post(api, account.site_id, page, "held while away 1"),
      await post(api, account.site_id, page, "held while away 2"),
    ];
    const resumed = await follow(url, { Cookie: cookie, "Last-Event-ID": held.id! });
    await expectEvery(resumed, "queue.added", missed);

    const lost = await follow(url, { Cookie: cookie, "Last-Event-ID": "evt_01h0000000000000000000000" });
    await lost.next("the reload advice", (e) => e.event === "reload", 20_000);
  });
});
