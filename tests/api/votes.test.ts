import { beforeAll, describe, expect, it } from "vitest";

import { commentFixture } from "../support/comment-fixture";
import { queryDatabase } from "../support/query-database";
import { testServers } from "../support/test-servers";

describe.each(testServers())("upvotes and reactions on $name", ({ baseUrl, databaseUrl }) => {
  let f: Awaited<ReturnType<typeof commentFixture>>;
  beforeAll(async () => {
    f = await commentFixture(baseUrl, databaseUrl);
  });
  const upvote = (id: string, voter: string) => f.live.post(`/v1/comments/${id}/upvote`, { voter_id: voter });
  const unvote = (id: string, voter: string) =>
    f.live.del(`/v1/comments/${id}/upvote?voter_id=${encodeURIComponent(voter)}`);
  const react = (id: string, name: string, voter: string) =>
    f.live.put(`/v1/comments/${id}/reactions/${name}`, { voter_id: voter });
  const unreact = (id: string, name: string, voter: string) =>
    f.live.del(`/v1/comments/${id}/reactions/${name}?voter_id=${encodeURIComponent(voter)}`);
  const voteRows = async (id: string) =>
    Number((await queryDatabase(databaseUrl, `SELECT COUNT(*) AS n FROM "Vote" WHERE "commentId" = $1`, [id]))[0]!.n);

  it("counts a voter once and takes the vote back", async () => {
    const c = await f.comment(f.newPage(), "vote on me");
    expect((await upvote(c.id, "alice")).json.upvotes).toBe(1);
    expect((await upvote(c.id, "alice")).json.upvotes).toBe(1);
    expect((await upvote(c.id, "bob")).json.upvotes).toBe(2);
    expect((await unvote(c.id, "alice")).json.upvotes).toBe(1);
    expect((await unvote(c.id, "alice")).json.upvotes).toBe(1);
    expect((await unvote(c.id, "nobody")).json.upvotes).toBe(1);
    expect((await f.live.get(`/v1/comments/${c.id}`)).json.upvotes).toBe(1);
    expect(await voteRows(c.id)).toBe(1);
  });

  it("counts 100 parallel upvotes by one voter once", async () => {
    const c = await f.comment(f.newPage(), "hammered");
    const results = await Promise.all(Array.from({ length: 100 }, () => upvote(c.id, "same-voter")));
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(200));
    expect((await f.live.get(`/v1/comments/${c.id}`)).json.upvotes).toBe(1);
    expect(await voteRows(c.id)).toBe(1);
  });

  it("counts 100 parallel upvotes by 100 voters 100 times, and 100 withdrawals back to 0", async () => {
    const c = await f.comment(f.newPage(), "popular");
    const voters = Array.from({ length: 100 }, (_, i) => `voter-${i}`);
    const results = await Promise.all(voters.map((v) => upvote(c.id, v)));
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(200));
    expect((await f.live.get(`/v1/comments/${c.id}`)).json.upvotes).toBe(100);
    expect(await voteRows(c.id)).toBe(100);
    await Promise.all([...voters, ...voters].map((v) => unvote(c.id, v)));
    expect((await f.live.get(`/v1/comments/${c.id}`)).json.upvotes).toBe(0);
    expect(await voteRows(c.id)).toBe(0);
  });

  it("keeps one reaction of each kind per voter with exact counts", async () => {
    const c = await f.comment(f.newPage(), "react to me");
    expect(c.reaction_counts).toEqual({});
    await react(c.id, "funny", "alice");
    await react(c.id, "funny", "alice");
    await react(c.id, "insightful", "alice");
    const res = await react(c.id, "funny", "bob");
    expect(res.status).toBe(200);
    expect(res.json.reaction_counts).toEqual({ funny: 2, insightful: 1 });
    await Promise.all(Array.from({ length: 20 }, () => react(c.id, "interesting", "carol")));
    expect((await f.live.get(`/v1/comments/${c.id}`)).json.reaction_counts).toEqual({
      funny: 2,
      insightful: 1,
      interesting: 1,
    });
    await unreact(c.id, "funny", "alice");
    await unreact(c.id, "insightful", "alice");
    await unreact(c.id, "insightful", "alice");
    await unreact(c.id, "interesting", "carol");
    expect((await unreact(c.id, "funny", "bob")).json.reaction_counts).toEqual({});
  });

  it("answers 422 for an unknown reaction and for a reaction or upvotes the site switched off", async () => {
    const c = await f.comment(f.newPage(), "settings");
    for (const res of [
      await react(c.id, "angry", "a"),
      await unreact(c.id, "ANGRY", "a"),
      await react(c.id, "Funny", "a"),
    ]) {
      expect(res.status).toBe(422);
      expect(res.json.code).toBe("unknown_reaction");
    }
    await f.configure({ embed: { reactions: ["insightful"], upvotes: false } });
    try {
      const off = await react(c.id, "funny", "a");
      expect(off.status).toBe(422);
      expect(off.json.code).toBe("reaction_disabled");
      expect((await react(c.id, "insightful", "a")).json.reaction_counts).toEqual({ insightful: 1 });
      const noVotes = await upvote(c.id, "a");
      expect(noVotes.status).toBe(422);
      expect(noVotes.json.code).toBe("upvotes_disabled");
      expect((await unvote(c.id, "a")).json.code).toBe("upvotes_disabled");
    } finally {
      await f.configure({ embed: { reactions: ["funny", "interesting", "insightful"], upvotes: true } });
    }
    expect((await upvote(c.id, "a")).json.upvotes).toBe(1);
  });

  it("validates the voter and refuses votes on a deleted comment", async () => {
    const c = await f.comment(f.newPage(), "voters");
    for (const body of [
      {},
      { voter_id: "" },
      { voter_id: "x".repeat(201) },
      { voter_id: 7 },
      { voter_id: "a", extra: 1 },
    ]) {
      const res = await f.live.post(`/v1/comments/${c.id}/upvote`, body);
      expect(res.status).toBe(422);
      expect(res.json.code).toBe("validation_failed");
    }
    expect((await f.live.del(`/v1/comments/${c.id}/upvote`)).status).toBe(400);
    expect((await upvote(c.id, "x".repeat(200))).json.upvotes).toBe(1);
    await f.live.del(`/v1/comments/${c.id}`);
    for (const res of [
      await upvote(c.id, "late"),
      await react(c.id, "funny", "late"),
      await f.live.post(`/v1/comments/${c.id}/flag`, { voter_id: "late", reason: "spam" }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.json.code).toBe("comment_deleted");
    }
  });
});
