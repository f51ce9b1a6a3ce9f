import { randomBytes } from "node:crypto";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { disconnectDb } from "@/lib/db/client";
import { buildQueueWhere } from "@/lib/moderation/build-queue-where";
import { listQueuePage } from "@/lib/moderation/list-queue-page";
import { readQueueFilters } from "@/lib/moderation/queue-filters";
import { resolveQueueReach } from "@/lib/moderation/queue-reach";
import { spamHoldThreshold } from "@/lib/screening/spam-thresholds";

import { apiClient } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";

// Letters only: the duplicate check folds digits together, so each text differs in words.
const word = () => [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("");
const spammy = () =>
  `Check out my channel ${word()} and subscribe please!! Free gift cards at http://free-${word()}.example.com`;
const ordinary = () => `I read this twice ${word()}; the second section on caching made the trade-off clear.`;

type Row = { id: string; created_at: string; score: number | null };

// The queue's spam-score order as the docs state it: highest first, unscored last, then newest first.
function spamOrder(a: Row, b: Row): number {
  if (a.score !== b.score) {
    if (a.score === null) return 1;
    if (b.score === null) return -1;
    return b.score - a.score;
  }
  return a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1;
}

describe.each(testServers())("the queue's spam-score order and filter on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  const thread = `https://example.com/spam-order-${Date.now()}`;
  const rows: Row[] = [];
  const member = () => ({ accountId: owner.account_id, memberId: "mem_01jzzzzzzzzzzzzzzzzzzzzzzz", siteIds: [] });

  async function view(params: Record<string, string>, pageSize = 3) {
    const { filters, errors } = readQueueFilters({ thread, tab: "all", ...params });
    const { siteIds } = await resolveQueueReach(member(), filters.site);
    const where = await buildQueueWhere({ siteIds, filters });
    return { errors, page: await listQueuePage({ where, filters, pageSize }) };
  }

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { spamFilter: "score" });
    const api = apiClient(baseUrl, owner.api_keys.live);
    const post = async (content: string) => {
      const res = await api.post("/v1/comments", { site_id: owner.site_id, thread_url: thread, content });
      expect(res.status, res.text).toBe(201);
      rows.push({ id: res.json.id, created_at: res.json.created_at, score: res.json.spam?.score ?? null });
    };
    for (const content of [spammy(), ordinary(), spammy(), ordinary(), spammy(), ordinary(), spammy()])
      await post(content);
    // With the filter off, comments have no score: the order puts them last.
    expect((await api.patch(`/v1/sites/${owner.site_id}`, { moderation: { spam_filter: "off" } })).status).toBe(200);
    for (const content of [ordinary(), spammy(), ordinary()]) await post(content);
    expect(rows.filter((row) => row.score === null)).toHaveLength(3);
  });
  beforeEach(async () => {
    if (process.env.DATABASE_URL !== databaseUrl) {
      await disconnectDb();
      process.env.DATABASE_URL = databaseUrl;
    }
  });
  afterAll(() => disconnectDb());

  it("pages by spam score, highest first and unscored last, forwards and back, with no gaps or repeats", async () => {
    const expected = [...rows].sort(spamOrder).map((row) => row.id);
    const pages: string[][] = [];
    const firsts: (string | null)[] = [];
    let after: string | undefined;
    do {
      const { page } = await view({ sort: "spam", ...(after ? { after } : {}) });
      pages.push(page.rows.map((row) => row.id));
      firsts.push(page.previousCursor);
      after = page.nextCursor ?? undefined;
    } while (after);
    expect(pages.flat()).toEqual(expected);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 3, 1]);
    // Back from each page to the one before it, the last page's (unscored) cursor included.
    let before = firsts.at(-1);
    for (let index = pages.length - 2; index >= 0; index--) {
      const { page } = await view({ sort: "spam", before: before! });
      expect(page.rows.map((row) => row.id)).toEqual(pages[index]);
      expect(page.nextCursor).not.toBeNull();
      before = page.previousCursor;
    }
    expect(before).toBeNull();
    // A date cursor under the spam order (or the reverse) is not a position of it: the first page.
    const byDate = await view({ sort: "newest" });
    expect((await view({ sort: "spam", after: byDate.page.nextCursor! })).page.rows.map((r) => r.id)).toEqual(pages[0]);
  });

  it("narrows to likely spam, and names a bad value beside its field", async () => {
    const likely = rows.filter((row) => row.score !== null && row.score >= spamHoldThreshold).map((row) => row.id);
    expect(likely.length).toBeGreaterThanOrEqual(4);
    const { page } = await view({ spam: "likely" }, 50);
    expect(page.rows.map((row) => row.id).sort()).toEqual([...likely].sort());
    const bad = readQueueFilters({ spam: "maybe", sort: "loudest" });
    expect(bad.errors).toEqual({
      spam: "Use spam=likely to see only likely spam.",
      sort: "Sort by newest, oldest or spam score.",
    });
    expect(bad.filters).toMatchObject({ sort: "newest" });
    expect(bad.filters.spam).toBeUndefined();
  });
});
