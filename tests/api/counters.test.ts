import { beforeAll, describe, expect, it } from "vitest";

import { threadQuery } from "../support/api-client";
import { commentFixture } from "../support/comment-fixture";
import { queryDatabase } from "../support/query-database";
import { testServers } from "../support/test-servers";

/** A small seeded PRNG (mulberry32), so a failing mix can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const truthy = (value: unknown) => value === true || Number(value) === 1;

describe.each(testServers())("counters against rows on $name", ({ baseUrl, databaseUrl }) => {
  let f: Awaited<ReturnType<typeof commentFixture>>;
  beforeAll(async () => {
    f = await commentFixture(baseUrl, databaseUrl);
    await f.configure({ moderation: { flag_threshold: 2 } });
  });

  it("stay exact after a random mix of concurrent operations", async () => {
    const seed = Number(process.env.COUNTER_SEED ?? Date.now() % 100_000);
    const rand = random(seed);
    const pick = <T>(items: T[]): T => items[Math.floor(rand() * items.length)]!;
    const pages = [f.newPage(), f.newPage(), f.newPage()];
    const comments: { id: string; page: string }[] = [];
    for (const page of pages) comments.push({ id: (await f.comment(page, "seed")).id, page });
    const voters = ["v1", "v2", "v3", "v4", "v5"];
    const reactions = ["funny", "interesting", "insightful"];

    const operation = async () => {
      const target = pick(comments);
      const voter = pick(voters);
      const roll = rand();
      if (roll < 0.15) {
        const page = pick(pages);
        const res = await f.live.post("/v1/comments", {
          site_id: f.owner.site_id,
          thread_url: page,
          content: `c${comments.length}`,
        });
        if (res.status === 201) comments.push({ id: res.json.id, page });
        return res;
      }
      if (roll < 0.35) {
        const res = await f.live.post("/v1/comments", {
          site_id: f.owner.site_id,
          thread_url: target.page,
          content: "re",
          parent_id: target.id,
        });
        if (res.status === 201) comments.push({ id: res.json.id, page: target.page });
        return res;
      }
      if (roll < 0.5) return f.live.post(`/v1/comments/${target.id}/upvote`, { voter_id: voter });
      if (roll < 0.57) return f.live.del(`/v1/comments/${target.id}/upvote?voter_id=${voter}`);
      if (roll < 0.67) return f.live.put(`/v1/comments/${target.id}/reactions/${pick(reactions)}`, { voter_id: voter });
      if (roll < 0.72) return f.live.del(`/v1/comments/${target.id}/reactions/${pick(reactions)}?voter_id=${voter}`);
      if (roll < 0.8) return f.live.post(`/v1/comments/${target.id}/flag`, { voter_id: voter, reason: "spam" });
      if (roll < 0.92)
        return f.live.post(`/v1/comments/${target.id}/moderation`, {
          action: pick(["approve", "reject", "spam", "restore"]),
        });
      if (roll < 0.97) return f.live.del(`/v1/comments/${target.id}`);
      return f.live.patch(`/v1/comments/${target.id}`, { content: `edited ${rand()}` });
    };
    for (let batch = 0; batch < 60; batch++) {
      const results = await Promise.all(Array.from({ length: 5 }, operation));
      for (const res of results) expect([200, 201, 409, 422], `seed ${seed}: ${res.text}`).toContain(res.status);
    }

    const rows = await queryDatabase(databaseUrl, `SELECT * FROM "Comment" WHERE "siteId" = $1`, [f.owner.site_id]);
    const count = async (table: string, extra = "") =>
      queryDatabase(
        databaseUrl,
        `SELECT "commentId", ${extra} COUNT(*) AS n FROM "${table}" GROUP BY "commentId" ${extra ? `, ${extra.replace(/,\s*$/, "")}` : ""}`,
      );
    const votes = new Map((await count("Vote")).map((r) => [r.commentId, Number(r.n)]));
    const flags = new Map((await count("Flag")).map((r) => [r.commentId, Number(r.n)]));
    const reacts = new Map((await count("Reaction", `"name",`)).map((r) => [`${r.commentId}/${r.name}`, Number(r.n)]));
    const byId = new Map(rows.map((r) => [r.id as string, r]));
    const listed = (r: Record<string, unknown>) => truthy(r.listed);
    for (const r of rows) {
      const id = r.id as string;
      const label = `seed ${seed}, comment ${id}`;
      expect(Number(r.upvotes), label).toBe(votes.get(id) ?? 0);
      expect(Number(r.flagCount), label).toBe(flags.get(id) ?? 0);
      expect(Number(r.reactionFunny), label).toBe(reacts.get(`${id}/funny`) ?? 0);
      expect(Number(r.reactionInteresting), label).toBe(reacts.get(`${id}/interesting`) ?? 0);
      expect(Number(r.reactionInsightful), label).toBe(reacts.get(`${id}/insightful`) ?? 0);
      const listedReplies = rows.filter((c) => c.parentId === id && listed(c)).length;
      expect(Number(r.replyCount), label).toBe(listedReplies);
      expect(listed(r), label).toBe(r.status === "approved" || (r.status === "deleted" && listedReplies > 0));
    }
    const threads = await queryDatabase(databaseUrl, `SELECT * FROM "Thread" WHERE "siteId" = $1`, [f.owner.site_id]);
    expect(threads).toHaveLength(3);
    for (const t of threads) {
      const own = rows.filter((c) => c.threadId === t.id);
      expect(Number(t.commentCount), `seed ${seed}`).toBe(own.filter((c) => c.status === "approved").length);
      expect(Number(t.topLevelCount), `seed ${seed}`).toBe(own.filter((c) => c.parentId === null && listed(c)).length);
      // The API shows the same: every listed comment whose ancestors are all listed, and nothing else.
      const shown: string[] = [];
      const walk = (list: { id: string; replies: unknown[] }[]) =>
        list.forEach((c) => (shown.push(c.id), walk(c.replies as { id: string; replies: unknown[] }[])));
      const api = (await f.live.get(threadQuery(f.owner.site_id, t.url as string, { per_page: 100 }))).json;
      expect(api.total).toBe(Number(t.topLevelCount));
      walk(api.comments);
      const visible = (c: Record<string, unknown>): boolean =>
        listed(c) && (c.parentId === null || visible(byId.get(c.parentId as string)!));
      expect(shown.sort(), `seed ${seed}`).toEqual(
        own
          .filter(visible)
          .map((c) => c.id as string)
          .sort(),
      );
    }
    const created = await queryDatabase(
      databaseUrl,
      `SELECT COUNT(*) AS n FROM "Event" WHERE "siteId" = $1 AND "type" = 'comment.created'`,
      [f.owner.site_id],
    );
    expect(Number(created[0]!.n)).toBe(rows.length);
  });
});
