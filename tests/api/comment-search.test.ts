import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db, disconnectDb } from "../../lib/db/client";
import { Prisma } from "../../lib/db/generated/sqlite/client";
import { searchCommentIds } from "../../lib/db/search-comment-ids";
import { buildCommentSearchSql, type CommentSearchInput } from "../../lib/db/search/build-comment-search-sql";
import { apiClient } from "../support/api-client";
import { commentFixture } from "../support/comment-fixture";
import { queryDatabase } from "../support/query-database";
import { testServers } from "../support/test-servers";

// searchCommentIds is a lib/db function: comments are made over HTTP by the real server, and the
// search runs in this process against the same database (lib/db/client follows DATABASE_URL).
describe.each(testServers())("comment search on $name", ({ name, baseUrl, databaseUrl }) => {
  const previousUrl = process.env.DATABASE_URL;
  beforeAll(() => {
    process.env.DATABASE_URL = databaseUrl;
  });
  afterAll(async () => {
    await disconnectDb();
    process.env.DATABASE_URL = previousUrl;
  });

  /** The database's plan for the query searchCommentIds sends; `seqScan: false` prices sequential scans out (PostgreSQL). */
  async function explain(input: CommentSearchInput, options: { seqScan: boolean }): Promise<string> {
    const sql = buildCommentSearchSql(name, input);
    if (!sql) throw new Error("no query to explain");
    if (name === "sqlite") {
      const rows = await db().$queryRaw<{ detail: string }[]>(Prisma.sql`EXPLAIN QUERY PLAN ${sql}`);
      return rows.map((row) => row.detail).join("\n");
    }
    const rows = await db().$transaction(async (tx) => {
      if (!options.seqScan) await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      return tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${sql}`);
    });
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  }

  /** A fresh account (so no other test's comments match) and a search over its site in live mode. */
  async function setUp() {
    const f = await commentFixture(baseUrl, databaseUrl);
    const page = f.newPage();
    const post = async (content: string, authorName = "Reader") =>
      (await f.comment(page, content, { author_name: authorName })).id as string;
    const search = (query: string, limit = 50) =>
      searchCommentIds({ siteIds: [f.owner.site_id], livemode: true, query, limit });
    return { ...f, page, post, search };
  }

  it("ANDs words, prefixes the last one, matches quoted phrases, ignores case and accents", async () => {
    const { post, search } = await setUp();
    const grand = await post("The grand casino opened yesterday.");
    const library = await post("Grand opening of the library");
    const cafe = await post("Café crème at the Casino Royale", "Zoë Ångström");

    expect(await search("grand casino")).toEqual([grand]);
    expect(new Set(await search("grand"))).toEqual(new Set([grand, library]));
    expect(new Set(await search("cas"))).toEqual(new Set([grand, cafe]));
    expect(await search("casino roy")).toEqual([cafe]);
    expect(await search('"grand casino"')).toEqual([grand]);
    expect(await search('"casino grand"')).toEqual([]);
    // A closed phrase is exact; an unclosed one is still being typed, so its last word is a prefix.
    expect(await search('"casino roy"')).toEqual([]);
    expect(await search('"casino roy')).toEqual([cafe]);
    for (const query of ["CAFE", "cafe", "café", "Crème", "creme", "CASINO royale"])
      expect(await search(query)).toEqual([cafe]);
    expect(await search("gambling")).toEqual([]);
  });

  it("matches the author's name, accents and all", async () => {
    const { post, search } = await setUp();
    const zoe = await post("Nothing to see in here", "Zoë Ångström");
    await post("Nothing to see here either", "Bob");
    for (const query of ["zoe", "ZOË", "angstrom", "ångs", "zoe nothing"]) expect(await search(query)).toEqual([zoe]);
  });

  it("puts the best match first, and the newest first among equals", async () => {
    const { post, search } = await setUp();
    const once = await post("A long comment that mentions roulette only once among many other words about the evening");
    const thrice = await post("roulette roulette roulette");
    const same = [await post("blackjack tonight"), await post("blackjack tonight"), await post("blackjack tonight")];
    expect(await search("roulette")).toEqual([thrice, once]);
    expect(await search("blackjack tonight")).toEqual([...same].reverse());
    expect(await search("blackjack", 2)).toEqual([same[2], same[1]]);
  });

  it("keeps to the given sites and mode: other sites, test mode and other accounts never match", async () => {
    const f = await setUp();
    const mine = await f.post("unique marmalade here");
    const site = await f.live.post("/v1/sites", { name: "Second", domains: ["second.example.com"] });
    expect(site.status).toBe(201);
    const onSecond = await f.live.post("/v1/comments", {
      site_id: site.json.id,
      thread_url: "https://second.example.com/a",
      content: "marmalade on the second site",
    });
    expect(onSecond.status).toBe(201);
    const test = apiClient(baseUrl, f.owner.api_keys.test);
    const inTest = await test.post("/v1/comments", {
      site_id: f.owner.site_id,
      thread_url: f.page,
      content: "marmalade in test mode",
    });
    expect(inTest.status).toBe(201);
    const other = await commentFixture(baseUrl, databaseUrl);
    const theirs = (await other.comment(other.newPage(), "their marmalade")).id as string;

    expect(await f.search("marmalade")).toEqual([mine]);
    expect(await searchCommentIds({ siteIds: [site.json.id], livemode: true, query: "marmalade", limit: 10 })).toEqual([
      onSecond.json.id,
    ]);
    expect(
      new Set(
        await searchCommentIds({
          siteIds: [f.owner.site_id, site.json.id],
          livemode: true,
          query: "marmalade",
          limit: 10,
        }),
      ),
    ).toEqual(new Set([mine, onSecond.json.id]));
    expect(
      await searchCommentIds({ siteIds: [f.owner.site_id], livemode: false, query: "marmalade", limit: 10 }),
    ).toEqual([inTest.json.id]);
    expect(
      await searchCommentIds({ siteIds: [other.owner.site_id], livemode: true, query: "marmalade", limit: 10 }),
    ).toEqual([theirs]);
    expect(await searchCommentIds({ siteIds: [], livemode: true, query: "marmalade", limit: 10 })).toEqual([]);
  });

  it("follows edits, deletions and a changed author name; status changes leave it matching", async () => {
    const f = await setUp();
    const id = await f.post("The original wording mentions pelicans", "Gustavo Fring");
    expect(await f.search("pelicans")).toEqual([id]);

    expect((await f.live.patch(`/v1/comments/${id}`, { content: "Now it is about flamingos" })).status).toBe(200);
    expect(await f.search("pelicans")).toEqual([]);
    expect(await f.search("flamingos")).toEqual([id]);

    expect((await f.live.post(`/v1/comments/${id}/moderation`, { action: "reject" })).json.status).toBe("rejected");
    expect(await f.search("flamingos")).toEqual([id]);

    // Anonymizing an author rewrites the name on the row: the old name must stop matching.
    await db().comment.update({ where: { id }, data: { authorName: "Anonymous" } });
    expect(await f.search("gustavo")).toEqual([]);
    expect(await f.search("anonymous flamingos")).toEqual([id]);

    expect((await f.live.del(`/v1/comments/${id}`)).json.status).toBe("deleted");
    expect(await f.search("flamingos")).toEqual([]);
  });

  it("reads user input as words only: operators, quotes and escapes never error and never widen the results", async () => {
    const { post, search } = await setUp();
    const ab = await post("alpha beta");
    const ag = await post("alpha gamma");
    await post("delta epsilon");
    const both = new Set([ab, ag]);

    const none = [
      '"',
      '""',
      '"""',
      "*",
      "**",
      "'",
      "''",
      "\\",
      "\\\\",
      ":",
      "&|!",
      "()",
      "NEAR(",
      "NEAR()",
      "-",
      "^",
      "{}",
      "   ",
      "",
      "alpha OR delta",
      "alpha | delta",
      "alpha & | ! delta",
      "NEAR(alpha delta)",
      "NEAR(alpha delta, 5)",
      "content:delta",
      "authorName:delta",
      "{content}:delta",
      "alpha AND NOT beta",
      "alpha' | 'delta",
      'alpha\'); DROP TABLE "Comment"; --',
      "alpha\\' | delta",
      "alpha:* | delta:*",
      "alpha <-> delta",
      "alpha <2> beta",
      "delta OR",
    ];
    for (const query of none) {
      const found = await search(query);
      expect(
        found.filter((id) => id !== ab && id !== ag),
        query,
      ).toEqual([]);
      expect(found, query).toEqual([]);
    }
    const alphaOnly = [
      "alpha*",
      "alpha:*",
      "!alpha",
      "-alpha",
      "^alpha",
      "alpha'",
      "'alpha'",
      '"alpha',
      "alpha\\",
      "(alpha)",
      "alpha:",
      "+alpha",
      "~alpha",
    ];
    for (const query of alphaOnly) expect(new Set(await search(query)), query).toEqual(both);
    expect(await search("alpha NOT")).toEqual([]);
    expect(await search("beta alpha")).toEqual([ab]);
    // Repeats count once; a query past the engines' sensible size finds nothing rather than less.
    expect(await search(`${"alpha ".repeat(300)}beta`)).toEqual([ab]);
    expect(await search(`alpha ${Array.from({ length: 70 }, (_, i) => `w${i}`).join(" ")}`)).toEqual([]);
    expect(await search("alpha".repeat(1000))).toEqual([]);
  });

  it("caps the limit at 1,000 and answers a 2,000-comment site from the full-text index", async () => {
    const f = await setUp();
    const first = await f.live.post("/v1/comments", {
      site_id: f.owner.site_id,
      thread_url: f.page,
      content: "seed comment",
    });
    const { threadId } = await db().comment.findUniqueOrThrow({
      where: { id: first.json.id },
      select: { threadId: true },
    });
    const words = ["walrus", "narwhal", "orca", "beluga", "manatee"];
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      id: `cmt_search${String(i).padStart(5, "0")}${name}`,
      threadId,
      siteId: f.owner.site_id,
      livemode: true,
      rootId: `cmt_search${String(i).padStart(5, "0")}${name}`,
      authorName: `Reader ${i}`,
      content: `Comment ${i} about the ${words[i % words.length]} and the sea, tagged k${i}x`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
    }));
    await db().comment.createMany({ data: rows });
    // What autovacuum does after a bulk insert: statistics, and the GIN index's pending list merged
    // into its tree (until then the planner rightly prices scanning that list as slow).
    if (name === "postgresql") await queryDatabase(databaseUrl, 'VACUUM ANALYZE "Comment"');

    const input = { siteIds: [f.owner.site_id], livemode: true, query: "narwhal", limit: 50 };
    const found = await searchCommentIds(input);
    expect(found).toHaveLength(50);
    // Equal matches come newest first: the last narwhal rows made, in reverse.
    expect(found.slice(0, 3)).toEqual([1996, 1991, 1986].map((i) => rows[i]!.id));
    expect(await searchCommentIds({ ...input, query: "sea", limit: 5000 })).toHaveLength(1000);
    expect(await searchCommentIds({ ...input, query: "sea", limit: 0 })).toEqual([]);

    // Exact words and phrases: the planner takes the full-text index on its own.
    for (const query of ['"k1234x"', '"the sea tagged k1234x"', '"walrus" "k1235x"']) {
      const plan = await explain({ ...input, query }, { seqScan: true });
      if (name === "postgresql") expect(plan, query).toMatch(/Bitmap Index Scan on "Comment_search_idx"/);
      else expect(plan, query).toMatch(/SCAN s VIRTUAL TABLE INDEX \d+:M/);
    }
    // A prefix as typed: SQLite's FTS5 answers it; PostgreSQL prices prefixes roughly, and on a test
    // table of a few thousand rows may rightly read the whole site through its btree index and check
    // each stored vector instead. Either way it is one query through an index, never a table scan.
    for (const query of ["k1234x", "k123", "sea k1234", "narw"]) {
      const plan = await explain({ ...input, query }, { seqScan: false });
      if (name === "postgresql")
        expect(plan, query).toMatch(/Bitmap Index Scan on "Comment_(search_idx|siteId_livemode_status_createdAt_idx)"/);
      else expect(plan, query).toMatch(/SCAN s VIRTUAL TABLE INDEX \d+:M/);
      expect(plan, query).not.toMatch(/Seq Scan|SCAN c\b/);
    }
    if (name === "sqlite")
      expect(await explain(input, { seqScan: true })).toMatch(/SEARCH c USING INTEGER PRIMARY KEY \(rowid=\?\)/);
  });
});
