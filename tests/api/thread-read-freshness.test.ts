import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp, threadQuery } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { buildAccount } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { startServer, type RunningServer } from "../support/start-server";
import { testServers } from "../support/test-servers";

type Client = ReturnType<typeof apiClient>;
type Comment = {
  id: string;
  content: string;
  upvotes: number;
  reaction_counts: Record<string, number>;
  replies: Comment[];
  author?: { email: string | null };
};
type Page = {
  status: number;
  etag: string | null;
  json: { thread: { title: string | null; locked: boolean } | null; comments: Comment[]; total: number };
};

const origin = "https://fresh.example.com";
const sorts = ["oldest", "newest", "top"] as const;
const pages = [1, 2, 3, 4];
const perPage = 2;

function flatten(comments: Comment[]): Comment[] {
  return comments.flatMap((comment) => [comment, ...flatten(comment.replies)]);
}

// Thread reads are cached per server process and validated against the thread's version on every
// read (docs/architecture.md): whatever changed, the next read of any sort and page must show it.
describe.each(testServers())("thread reads after every kind of change on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  let live: Client;
  let secret: string;
  const run = Date.now();
  let thread = 0;

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain: "fresh.example.com" });
    live = apiClient(baseUrl, owner.api_keys.live);
    secret = await enableSso(baseUrl, databaseUrl, owner);
  });

  const guest = () => apiClient(baseUrl, undefined, { ip: randomIp(), origin });
  const post = async (url: string, content: string, parentId?: string, client: Client = live) => {
    const res = await client.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: url,
      content,
      ...(parentId ? { parent_id: parentId } : {}),
    });
    expect(res.status).toBe(201);
    return res.json as Comment & { thread_id: string };
  };

  /** A thread of five top-level comments with a reply each: three pages of two in every sort. */
  async function seededThread() {
    const url = `${origin}/post-${run}-${++thread}`;
    const roots = [];
    for (let i = 1; i <= 5; i++) {
      const root = await post(url, `root ${i}`);
      await post(url, `reply to ${i}`, root.id);
      roots.push(root);
    }
    return { url, roots, threadId: roots[0]!.thread_id };
  }

  async function readPage(
    client: Client,
    url: string,
    sort: string,
    page: number,
    headers: Record<string, string> = {},
  ): Promise<Page> {
    const res = await client.get(threadQuery(owner.site_id, url, { sort, page, per_page: perPage }), headers);
    return { status: res.status, etag: res.headers.get("etag"), json: res.json };
  }

  /** Every sort and page, as a guest and as the API key sees it (cached apart). */
  async function readEverything(url: string) {
    const reads = [];
    for (const [who, client] of [
      ["guest", guest()],
      ["key", live],
    ] as const) {
      for (const sort of sorts)
        for (const page of pages) reads.push({ who, sort, page, ...(await readPage(client, url, sort, page)) });
    }
    for (const read of reads) expect(read.status).toBe(200);
    return reads;
  }

  /** Reads everything (filling the cache), makes the change, reads everything again and checks each sort's pages. */
  async function expectSeen(
    url: string,
    change: () => Promise<void>,
    check: (comments: Comment[], first: Page, sort: string) => void,
  ) {
    const before = await readEverything(url);
    await change();
    const after = await readEverything(url);
    after.forEach((read, i) =>
      expect(read.etag, `${read.who} ${read.sort} page ${read.page}`).not.toBe(before[i]!.etag),
    );
    for (const who of ["guest", "key"]) {
      for (const sort of sorts) {
        const ofSort = after.filter((read) => read.who === who && read.sort === sort);
        check(
          ofSort.flatMap((read) => flatten(read.json.comments)),
          ofSort[0]!,
          sort,
        );
      }
    }
  }

  it("shows a new top-level comment and a new reply", async () => {
    const { url, roots } = await seededThread();
    let added: Comment | undefined;
    await expectSeen(
      url,
      async () => void (added = await post(url, "brand new")),
      (comments, first) => {
        expect(comments.map((c) => c.content)).toContain("brand new");
        expect(first.json.total).toBe(6);
      },
    );
    await expectSeen(
      url,
      async () => void (await post(url, "a late reply", roots[2]!.id)),
      (comments) => {
        const parent = comments.find((c) => c.id === roots[2]!.id)!;
        expect(parent.replies.map((c) => c.content)).toEqual(["reply to 3", "a late reply"]);
      },
    );
    expect(added).toBeDefined();
  });

  it("shows an edit, a deletion and moderation decisions", async () => {
    const { url, roots } = await seededThread();
    const [edited, deleted, rejected] = [roots[0]!, roots[1]!, roots[3]!];
    await expectSeen(
      url,
      async () =>
        void expect((await live.patch(`/v1/comments/${edited.id}`, { content: "edited words" })).status).toBe(200),
      (comments) => {
        expect(comments.find((c) => c.id === edited.id)?.content).toBe("edited words");
      },
    );
    await expectSeen(
      url,
      async () => void expect((await live.del(`/v1/comments/${deleted.id}`)).status).toBeLessThan(300),
      (comments) => {
        expect(comments.find((c) => c.id === deleted.id)?.content ?? "").toBe("");
        expect(comments.map((c) => c.content)).not.toContain("root 2");
      },
    );
    const moderate = (action: string) => async () =>
      void expect((await live.post(`/v1/comments/${rejected.id}/moderation`, { action })).status).toBe(200);
    await expectSeen(url, moderate("reject"), (comments) =>
      expect(comments.map((c) => c.id)).not.toContain(rejected.id),
    );
    await expectSeen(url, moderate("approve"), (comments) => expect(comments.map((c) => c.id)).toContain(rejected.id));
  });

  it("shows an upvote (moving the comment to the top) and a reaction", async () => {
    const { url, roots } = await seededThread();
    const target = roots[2]!;
    await expectSeen(
      url,
      async () => void expect((await guest().post(`/v1/comments/${target.id}/upvote`, {})).json.upvotes).toBe(1),
      (comments, first, sort) => {
        expect(comments.find((c) => c.id === target.id)?.upvotes).toBe(1);
        if (sort === "top") expect(first.json.comments[0]!.id).toBe(target.id);
      },
    );
    await expectSeen(
      url,
      async () =>
        void expect((await guest().call("PUT", `/v1/comments/${target.id}/reactions/funny`, {})).status).toBe(200),
      (comments) => expect(comments.find((c) => c.id === target.id)?.reaction_counts).toEqual({ funny: 1 }),
    );
  });

  it("shows a thread's new title and lock on every page", async () => {
    const { url, threadId } = await seededThread();
    await expectSeen(
      url,
      async () =>
        void expect((await live.patch(`/v1/threads/${threadId}`, { title: "Now titled", locked: true })).status).toBe(
          200,
        ),
      (_, first) => expect(first.json.thread).toMatchObject({ title: "Now titled", locked: true }),
    );
  });

  it("shows an API key a reader's new e-mail address", async () => {
    const { url } = await seededThread();
    const signIn = async (email: string) => {
      const now = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ name: "Mover", email })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(`mover-${run}`)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(new TextEncoder().encode(secret));
      const session = await guest().post("/v1/auth/sso", { site_id: owner.site_id, identity_token: token });
      expect(session.status).toBe(200);
      return apiClient(baseUrl, session.json.token as string, { ip: randomIp(), origin });
    };
    const written = await post(url, "by a reader", undefined, await signIn(`old-${run}@example.org`));
    const emailOf = async () =>
      flatten((await readPage(live, url, "newest", 1)).json.comments).find((c) => c.id === written.id)?.author?.email;
    expect(await emailOf()).toBe(`old-${run}@example.org`);
    await signIn(`new-${run}@example.org`);
    expect(await emailOf()).toBe(`new-${run}@example.org`);
  });

  it("lets a page that a site's new allowed origin embeds read at once", async () => {
    const { url } = await seededThread();
    const elsewhere = "https://mirror.example.net";
    const read = () =>
      apiClient(baseUrl, undefined, { ip: randomIp(), origin: elsewhere }).get(threadQuery(owner.site_id, url));
    expect((await read()).headers.get("access-control-allow-origin")).toBeNull();
    await live.patch(`/v1/sites/${owner.site_id}`, { embed: { allowed_origins: [elsewhere] } });
    expect((await read()).headers.get("access-control-allow-origin")).toBe(elsewhere);
  });

  it("answers a current ETag with 304 and no body, an outdated one with the page, and says who may cache it", async () => {
    const { url } = await seededThread();
    const first = await readPage(guest(), url, "oldest", 1);
    expect(first.etag).toMatch(/^"[\w-]{20,}"$/);
    const again = await guest().get(threadQuery(owner.site_id, url, { sort: "oldest", page: 1, per_page: perPage }), {
      "If-None-Match": first.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("etag")).toBe(first.etag);
    expect(again.headers.get("cache-control")).toMatch(/^public, .*stale-while-revalidate=\d+/);
    expect(await readPage(guest(), url, "oldest", 1, { "If-None-Match": '"something-else"' })).toMatchObject({
      status: 200,
      etag: first.etag,
    });
    // The same page asked differently is another representation, with its own ETag.
    expect((await readPage(guest(), url, "newest", 1)).etag).not.toBe(first.etag);
    expect((await readPage(live, url, "oldest", 1)).etag).not.toBe(first.etag);

    const shared = await guest().get(threadQuery(owner.site_id, url));
    expect(shared.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=30");
    expect(shared.headers.get("vary")?.split(/,\s*/)).toEqual(
      expect.arrayContaining(["Origin", "Authorization", "X-API-Key"]),
    );
    const keyed = await live.get(threadQuery(owner.site_id, url));
    expect(keyed.headers.get("cache-control")).toBe("private, no-cache");
    expect(keyed.headers.get("vary")?.split(/,\s*/)).toEqual(expect.arrayContaining(["Authorization", "X-API-Key"]));
    const keyedAgain = await live.get(threadQuery(owner.site_id, url), { "If-None-Match": keyed.headers.get("etag")! });
    expect(keyedAgain.status).toBe(304);
    // Another account's key learns nothing from an ETag: its read is refused as before.
    const stranger = await buildAccount(databaseUrl);
    const refused = await apiClient(baseUrl, stranger.api_keys.live).get(threadQuery(owner.site_id, url), {
      "If-None-Match": keyed.headers.get("etag")!,
    });
    expect(refused.status).toBe(404);
    expect(refused.json.code).toBe("site_not_found");
  });
});

// Two processes on one database each keep their own cache: a change committed through one must be
// seen on the very next read from the other.
describe.each(testServers())("two servers on one $name database", ({ baseUrl, databaseUrl }) => {
  let twin: RunningServer;
  let owner: Bootstrapped;

  beforeAll(async () => {
    twin = await startServer({ DATABASE_URL: databaseUrl, TRUST_PROXY: "1" });
    owner = await buildAccount(databaseUrl);
  });
  afterAll(async () => twin?.stop());

  it("never serves one server's cached page after a change made through the other", async () => {
    const servers = [baseUrl, twin.baseUrl];
    const key = (server: string) => apiClient(server, owner.api_keys.live);
    const url = `https://twins.example.com/${Date.now()}`;
    const read = async (server: string) =>
      (await key(server).get(threadQuery(owner.site_id, url))).json.comments as Comment[];
    const post = async (server: string, content: string) => {
      const res = await key(server).post("/v1/comments", { site_id: owner.site_id, thread_url: url, content });
      expect(res.status).toBe(201);
      return res.json as Comment;
    };
    const first = await post(baseUrl, "first");
    let upvotes = 0;
    for (let round = 0; round < 6; round++) {
      const [writer, reader] = round % 2 ? [servers[1]!, servers[0]!] : [servers[0]!, servers[1]!];
      expect((await read(reader)).length).toBeGreaterThan(0); // fills the reader's cache
      const content = `round ${round}`;
      if (round % 3 === 0) await post(writer, content);
      else if (round % 3 === 1)
        expect((await key(writer).patch(`/v1/comments/${first.id}`, { content })).status).toBe(200);
      else
        expect(
          (await apiClient(writer, undefined, { ip: randomIp() }).post(`/v1/comments/${first.id}/upvote`, {})).json
            .upvotes,
        ).toBe(++upvotes);
      const seen = await read(reader);
      if (round % 3 === 2) expect(seen.find((c) => c.id === first.id)?.upvotes).toBe(upvotes);
      else expect(seen.map((c) => c.content)).toContain(content);
    }
  });
});
