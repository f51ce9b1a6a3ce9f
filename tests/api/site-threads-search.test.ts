import { beforeAll, describe, expect, it } from "vitest";

import { withDatabaseUrl } from "@/lib/db/database-url";
import { searchSiteThreads } from "@/lib/threads/search-site-threads";
import { siteThreadsQuery } from "@/lib/threads/site-threads-query";

import { commentFixture } from "../support/comment-fixture";
import { buildAccount } from "../support/factories";
import { testServers } from "../support/test-servers";

// The dashboard's Threads search (the page calls searchSiteThreads), on each database: SQLite's
// LIKE and PostgreSQL's ILIKE must agree on case.
describe.each(testServers())("the Threads tab's search on $name", ({ baseUrl, databaseUrl }) => {
  let f: Awaited<ReturnType<typeof commentFixture>>;
  const urls: string[] = [];
  beforeAll(async () => {
    f = await commentFixture(baseUrl, databaseUrl);
    for (const path of ["blog/Winter-Birds", "blog/summer", "about"]) {
      const url = `https://example.com/${path}`;
      urls.push(url);
      await f.comment(url, `On ${path}`);
    }
    const about = await f.live.get(`/v1/threads?site_id=${f.owner.site_id}`);
    const id = about.json.threads.find((t: { url: string }) => t.url.endsWith("/about")).id;
    await f.live.patch(`/v1/threads/${id}`, { title: "Who We Are" });
  });

  const search = (q: string | undefined, extra: { page?: number; per_page?: number } = {}) =>
    withDatabaseUrl(databaseUrl, () =>
      searchSiteThreads(
        { accountId: f.owner.account_id, livemode: true },
        f.owner.site_id,
        siteThreadsQuery.parse({ q, ...extra }),
      ),
    );

  it("lists every thread, latest activity first, a page at a time", async () => {
    const all = await search(undefined, { per_page: 2 });
    expect(all).toMatchObject({ total: 3, page: 1, per_page: 2, has_more: true });
    expect(all.threads.map((t) => t.url)).toEqual([urls[2], urls[1]]);
    expect((await search("", { page: 2, per_page: 2 })).threads.map((t) => t.url)).toEqual([urls[0]]);
  });

  it("finds threads by part of the URL or the title, in any case", async () => {
    expect((await search("BLOG/")).threads.map((t) => t.url)).toEqual([urls[1], urls[0]]);
    expect((await search("winter-birds")).threads.map((t) => t.url)).toEqual([urls[0]]);
    expect((await search("  who we  ")).threads.map((t) => t.title)).toEqual(["Who We Are"]);
    expect(await search("nowhere")).toMatchObject({ total: 0, threads: [] });
  });

  it("reaches only the scope's account, in its mode", async () => {
    const other = await buildAccount(databaseUrl);
    await expect(
      withDatabaseUrl(databaseUrl, () =>
        searchSiteThreads({ accountId: other.account_id, livemode: true }, f.owner.site_id, siteThreadsQuery.parse({})),
      ),
    ).rejects.toMatchObject({ code: "site_not_found" });
    const test = await withDatabaseUrl(databaseUrl, () =>
      searchSiteThreads(
        { accountId: f.owner.account_id, livemode: false },
        f.owner.site_id,
        siteThreadsQuery.parse({}),
      ),
    );
    expect(test.total).toBe(0);
  });

  it("refuses a search longer than 200 characters in the user's words", () => {
    const parsed = siteThreadsQuery.safeParse({ q: "x".repeat(201) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Search for at most 200 characters.");
  });
});
