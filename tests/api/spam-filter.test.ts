import { randomBytes } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { withDatabaseUrl } from "@/lib/db/database-url";
import { decideQueueComments } from "@/lib/moderation/decide-queue-comments";
import { undoQueueDecisions } from "@/lib/moderation/undo-queue-decisions";
import { spamBlockThreshold, spamHoldThreshold } from "@/lib/screening/spam-thresholds";

import { apiClient, randomIp, threadQuery } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { buildAccount } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { type Bootstrapped } from "../support/run-cli";
import { ssoReader } from "../support/sso-reader";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

const origin = "https://spamfilter.example.com";
// Obvious comment spam, in the words of the labelled data the default model learned from.
const spammy = (tag: string) =>
  `Check out my channel ${tag} and subscribe please!! Free gift cards at http://free-gifts-${tag}.example.com`;
const ordinary = (tag: string) => `I read this twice ${tag}; the second section on caching made the trade-off clear.`;
// Letters only: digits fold together in the duplicate check, so each text must differ in words.
const word = () => [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("");

type Spam = { score: number; verdict: "ham" | "spam"; reasons: { signal: string; weight: number }[] } | null;

describe.each(testServers())("the spam filter on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  let api: ReturnType<typeof apiClient>;
  let reference: Bootstrapped;
  let referenceApi: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain: "spamfilter.example.com", spamFilter: "hold" });
    api = apiClient(baseUrl, owner.api_keys.live);
    reference = await buildAccount(databaseUrl, { domain: "reference-spam.example.com", spamFilter: "score" });
    referenceApi = apiClient(baseUrl, reference.api_keys.live);
  });

  const page = () => `${origin}/post-${word()}`;
  const setFilter = (moderation: Record<string, unknown>, siteId = owner.site_id) =>
    api.call("PATCH", `/v1/sites/${siteId}`, { moderation });
  const guest = (ip = randomIp()) => apiClient(baseUrl, undefined, { ip, origin });
  const guestPost = (body: Record<string, unknown>, client = guest()) =>
    client.post(`/v1/comments?site_id=${owner.site_id}`, {
      site_id: owner.site_id,
      author_name: "Guest",
      form: { honeypot: "", open_ms: 20_000 },
      ...body,
    });
  const keyPost = (content: string, siteId = owner.site_id, threadUrl = page()) =>
    api.post("/v1/comments", { site_id: siteId, thread_url: threadUrl, content });

  it("scores every new comment, says why, and shows it to the site's API keys only", async () => {
    await setFilter({ spam_filter: "score" });
    const threadUrl = page();
    const bad = await keyPost(spammy(word()), owner.site_id, threadUrl);
    expect(bad.status).toBe(201);
    const spam = bad.json.spam as Spam;
    expect(spam!.verdict).toBe("spam");
    expect(spam!.score).toBeGreaterThanOrEqual(spamHoldThreshold);
    // Under `score` the filter decides nothing.
    expect(bad.json.status).toBe("approved");
    const signals = spam!.reasons.map((reason) => reason.signal);
    expect(signals.some((signal) => /^(word|pair):.*(subscribe|channel|check|free)/.test(signal))).toBe(true);
    for (const reason of spam!.reasons) {
      // True to the text: every word a reason names is in the comment (or it is one of the non-text signals).
      const [kind, value] = reason.signal.split(":");
      if (kind === "word") expect(bad.json.content.toLowerCase()).toContain(value);
      if (reason.weight > 0) expect(reason.weight).toBeGreaterThan(0);
    }
    expect(spam!.reasons.length).toBeLessThanOrEqual(5);

    const good = await keyPost(ordinary(word()), owner.site_id, threadUrl);
    expect((good.json.spam as Spam)!.verdict).toBe("ham");
    expect((good.json.spam as Spam)!.score).toBeLessThan(spamHoldThreshold);

    // The key's reads carry it: the comment, the thread, the queue, the comment.created event.
    expect((await api.get(`/v1/comments/${bad.json.id}`)).json.spam).toEqual(spam);
    const list = await api.get(`${threadQuery(owner.site_id, threadUrl)}`);
    expect(list.json.comments.find((c: { id: string }) => c.id === bad.json.id).spam).toEqual(spam);
    const events = await api.get(`/v1/events?type=comment.created&limit=100`);
    const event = events.json.events.find(
      (e: { data: { object: { id: string } } }) => e.data.object.id === bad.json.id,
    );
    expect(event.data.object.spam).toEqual(spam);

    // Never to the public or to readers: the thread read, and a guest's own answer.
    const publicRead = await guest().get(threadQuery(owner.site_id, threadUrl));
    expect(publicRead.status).toBe(200);
    expect(publicRead.text).not.toContain('"spam"');
    expect(publicRead.text).not.toContain("score");
    const own = await guestPost({ thread_url: threadUrl, content: spammy(word()) });
    expect(own.status).toBe(201);
    expect(own.json).not.toHaveProperty("spam");
    expect(own.text).not.toContain("score");
  });

  it("sorts and filters the API's moderation queue by spam score", async () => {
    const queued = await buildAccount(databaseUrl, { domain: "queue-spam.example.com", spamFilter: "score" });
    const queueApi = apiClient(baseUrl, queued.api_keys.live);
    await queueApi.call("PATCH", `/v1/sites/${queued.site_id}`, { moderation: { mode: "all" } });
    const write = async (content: string) =>
      (
        await queueApi.post("/v1/comments", {
          site_id: queued.site_id,
          thread_url: "https://queue-spam.example.com/a",
          content,
        })
      ).json as { id: string; spam: Spam };
    const first = await write(ordinary(word()));
    const bad = await write(spammy(word()));
    const last = await write(ordinary(word()));
    await queueApi.call("PATCH", `/v1/sites/${queued.site_id}`, { moderation: { spam_filter: "off" } });
    const unscored = await write(ordinary(word()));
    const queue = (query: string) =>
      queueApi.get(`/v1/moderation/queue?site_id=${queued.site_id}${query}`).then((res) => {
        expect(res.status).toBe(200);
        return (res.json.comments as { id: string }[]).map((comment) => comment.id);
      });
    expect(await queue("")).toEqual([first.id, bad.id, last.id, unscored.id]);
    const byScore = [first, last].sort((a, b) => b.spam!.score - a.spam!.score).map((comment) => comment.id);
    expect(await queue("&sort=spam_score")).toEqual([bad.id, ...byScore, unscored.id]);
    expect(await queue("&spam_verdict=spam")).toEqual([bad.id]);
    expect(await queue("&spam_verdict=ham")).toEqual([first.id, last.id]);
    const wrong = await queueApi.get(`/v1/moderation/queue?site_id=${queued.site_id}&sort=loudest`);
    expect(wrong.status).toBe(400);
  });

  it("leaves no score with the filter off", async () => {
    await setFilter({ spam_filter: "off" });
    const res = await keyPost(spammy(word()));
    expect(res.json.spam).toBeNull();
    expect(res.json.status).toBe("approved");
    const [row] = await queryDatabase(databaseUrl, `SELECT "spamScore" FROM "Comment" WHERE "id" = $1`, [res.json.id]);
    expect(row!.spamScore).toBeNull();
  });

  it("holds likely spam under hold and sends it to spam under block, with the reason in the history", async () => {
    await setFilter({ spam_filter: "hold" });
    const held = await guestPost({ thread_url: page(), content: spammy(word()) });
    expect(held.json.status).toBe("pending");
    const history = await api.get(`/v1/comments/${held.json.id}/moderation`);
    expect(history.json.actions[0]).toMatchObject({ action: "hold", actor: "system" });
    expect(history.json.actions[0].reason).toMatch(/likely spam \(score 0\.\d\d\)|likely spam \(score 1\.00\)/);
    const fine = await guestPost({ thread_url: page(), content: ordinary(word()) });
    expect(fine.json.status).toBe("approved");

    await setFilter({ spam_filter: "block" });
    const texts = [spammy(word()), `${ordinary(word())} Subscribe to my channel`, ordinary(word())];
    for (const content of texts) {
      const res = await keyPost(content);
      const score = (res.json.spam as Spam)!.score;
      const expected = score >= spamBlockThreshold ? "spam" : score >= spamHoldThreshold ? "pending" : "approved";
      expect({ content, status: res.json.status }).toEqual({ content, status: expected });
    }
    const blocked = await keyPost(spammy(word()));
    expect(blocked.json.status).toBe("spam");
    await setFilter({ spam_filter: "hold" });
  });

  it("catches a filled honeypot and a form sent too fast, and lets a normal reader through", async () => {
    const text = () => ordinary(word());
    const honeypot = await guestPost({ thread_url: page(), content: text(), form: { honeypot: "http://x.example" } });
    expect(honeypot.json.status).toBe("pending");
    const fast = await guestPost({ thread_url: page(), content: text(), form: { honeypot: "", open_ms: 400 } });
    expect(fast.json.status).toBe("pending");
    const normal = await guestPost({ thread_url: page(), content: text(), form: { honeypot: "", open_ms: 45_000 } });
    expect(normal.json.status).toBe("approved");
    const reasons = await api.get(`/v1/comments/${fast.json.id}`);
    expect(reasons.json.spam.reasons[0].signal).toBe("form:sent_too_fast");
    const caught = await api.get(`/v1/comments/${honeypot.json.id}`);
    expect(caught.json.spam.reasons[0].signal).toBe("form:honeypot_filled");
  });

  it("treats the same text posted on several threads within minutes as spam", async () => {
    const content = `Lovely write-up ${word()} ${word()}, I learned a lot from the examples here today`;
    const first = await guestPost({ thread_url: page(), content });
    const second = await guestPost({ thread_url: page(), content });
    const third = await guestPost({ thread_url: page(), content: content.toUpperCase() });
    expect(first.json.status).toBe("approved");
    expect(second.json.status).toBe("approved");
    expect(third.json.status).toBe("pending");
    const seen = await api.get(`/v1/comments/${third.json.id}`);
    expect(seen.json.spam.reasons[0].signal).toBe("duplicate:other_threads");
    // The second copy already counted as a recent duplicate.
    const secondSeen = await api.get(`/v1/comments/${second.json.id}`);
    expect(secondSeen.json.spam.reasons.map((r: { signal: string }) => r.signal)).toContain("duplicate:recent");
  });

  it("never holds a trusted reader by the filter alone, and can hold a new commenter's comments", async () => {
    const secret = await enableSso(baseUrl, databaseUrl, owner);
    const reader = await ssoReader(baseUrl, { id: owner.site_id, origin, secret });
    const threadUrl = page();
    for (let i = 0; i < 3; i++) expect((await reader.post(threadUrl, ordinary(word()))).json.status).toBe("approved");
    const trusted = await reader.post(threadUrl, spammy(word()));
    expect(trusted.json.status).toBe("approved");
    expect((await api.get(`/v1/comments/${trusted.json.id}`)).json.spam.verdict).toBe("spam");

    const newcomer = await ssoReader(baseUrl, { id: owner.site_id, origin, secret });
    expect((await newcomer.post(threadUrl, spammy(word()))).json.status).toBe("pending");

    await setFilter({ hold_first_comments: true });
    const fresh = guest();
    expect((await guestPost({ thread_url: threadUrl, content: ordinary(word()) }, fresh)).json.status).toBe("pending");
    expect((await guestPost({ thread_url: threadUrl, content: ordinary(word()) }, fresh)).json.status).toBe("pending");
    expect((await reader.post(threadUrl, ordinary(word()))).json.status).toBe("approved");
    await setFilter({ hold_first_comments: false });
  });

  // A site that learned nothing scores a text exactly as the shared default does: the same text on
  // both sites tells what this site's decisions changed (a random word alone can move a score).
  const compare = async (content: string) => {
    const own = (await keyPost(content)).json.spam as Spam;
    const plain = (await referenceApi.post("/v1/comments", { site_id: reference.site_id, thread_url: page(), content }))
      .json.spam as Spam;
    return own!.score - plain!.score;
  };

  it("learns from the site's decisions through the API, single and bulk, and not for another site", async () => {
    await setFilter({ spam_filter: "score" });
    await api.call("DELETE", `/v1/sites/${owner.site_id}/spam-model`);
    // Words the default model has no opinion on: only this site's moderators can teach them.
    const probe = () => `Our quarterly zorblat wibbleton gazette ${word()} arrived for the members`;
    expect(await compare(probe())).toBe(0);

    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await keyPost(probe())).json.id);
    const single = await api.post(`/v1/comments/${ids[0]}/moderation`, { action: "spam" });
    expect(single.json.status).toBe("spam");
    const bulk = await api.post("/v1/moderation/bulk", { comment_ids: ids.slice(1), action: "spam" });
    expect(bulk.json.succeeded).toBe(11);
    expect(await compare(probe())).toBeGreaterThan(0.1);

    const model = await api.get(`/v1/sites/${owner.site_id}/spam-model`);
    expect(model.json).toMatchObject({ site_id: owner.site_id, learning_from: "site", labels: { spam: 12 } });

    // Restoring out of spam means "not spam"; a reject teaches nothing.
    const restored = await api.post("/v1/moderation/bulk", { comment_ids: ids, action: "restore" });
    expect(restored.json.succeeded).toBe(12);
    expect(await compare(probe())).toBeLessThan(-0.05);
    const counts = (await api.get(`/v1/sites/${owner.site_id}/spam-model`)).json.labels;
    expect(counts).toEqual({ spam: 0, not_spam: 12 });
    await api.post("/v1/moderation/bulk", { comment_ids: ids.slice(0, 5), action: "reject" });
    expect((await api.get(`/v1/sites/${owner.site_id}/spam-model`)).json.labels).toEqual(counts);

    // A reset forgets it all; another account's key can neither read nor reset this site's model.
    expect((await referenceApi.get(`/v1/sites/${owner.site_id}/spam-model`)).status).toBe(404);
    expect((await referenceApi.call("DELETE", `/v1/sites/${owner.site_id}/spam-model`)).status).toBe(404);
    const reset = await api.call("DELETE", `/v1/sites/${owner.site_id}/spam-model`);
    expect(reset.status).toBe(200);
    expect(reset.json).toMatchObject({ labels: { spam: 0, not_spam: 0 }, learning_from: "default" });
    expect(reset.json.reset_at).not.toBeNull();
    expect(await compare(probe())).toBe(0);
  });

  it("takes a decision made on another server (the dashboard's, with its undo) into this server's scores within 10 seconds", async () => {
    await setFilter({ spam_filter: "score" });
    await api.call("DELETE", `/v1/sites/${owner.site_id}/spam-model`);
    const probe = () => `The plinkerton quarrelsome mewsletter ${word()} is out for all of you`;
    expect(await compare(probe())).toBe(0);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await keyPost(probe())).json.id);
    // This test's process is the other server: the dashboard's own functions on the same database.
    const scope = { accountId: owner.account_id, livemode: true };
    const actor = "member:mem_spamtest";
    await withDatabaseUrl(databaseUrl, () =>
      decideQueueComments(scope, { siteIds: [], commentIds: ids, decision: "spam", actor }),
    );
    await waitFor(
      "the other server's decisions",
      async () => ((await compare(probe())) > 0.1 ? true : undefined),
      10_000,
    );
    // Undoing them takes back what they taught.
    await withDatabaseUrl(databaseUrl, () =>
      undoQueueDecisions(scope, { siteIds: [], commentIds: ids, actor, now: new Date() }),
    );
    expect((await api.get(`/v1/sites/${owner.site_id}/spam-model`)).json.labels).toEqual({ spam: 0, not_spam: 0 });
    await waitFor("the undo", async () => ((await compare(probe())) === 0 ? true : undefined), 10_000);
  });

  it("deletes a site's model with the site", async () => {
    const doomed = await buildAccount(databaseUrl, { domain: "doomed-spam.example.com", spamFilter: "score" });
    const doomedApi = apiClient(baseUrl, doomed.api_keys.live);
    const made = await doomedApi.post("/v1/comments", {
      site_id: doomed.site_id,
      thread_url: "https://doomed-spam.example.com/a",
      content: spammy(word()),
    });
    await doomedApi.post(`/v1/comments/${made.json.id}/moderation`, { action: "spam" });
    const labels = `SELECT COUNT(*) AS n FROM "SpamLabel" WHERE "siteId" = $1`;
    const models = `SELECT COUNT(*) AS n FROM "SiteSpamModel" WHERE "siteId" = $1`;
    expect(Number((await queryDatabase(databaseUrl, labels, [doomed.site_id]))[0]!.n)).toBe(1);
    expect((await doomedApi.call("DELETE", `/v1/sites/${doomed.site_id}`)).status).toBe(204);
    expect(Number((await queryDatabase(databaseUrl, labels, [doomed.site_id]))[0]!.n)).toBe(0);
    expect(Number((await queryDatabase(databaseUrl, models, [doomed.site_id]))[0]!.n)).toBe(0);
  });
});
