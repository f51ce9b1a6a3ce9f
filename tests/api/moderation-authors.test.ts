import { randomBytes } from "node:crypto";

import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { banCommentAuthor } from "@/lib/moderation/ban-comment-author";
import { describeCommentAuthor } from "@/lib/moderation/describe-comment-author";
import { listAuditEntries } from "@/lib/moderation/list-audit-entries";
import { rejectAuthorPendingComments } from "@/lib/moderation/reject-author-pending-comments";

import { apiClient, randomIp } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { buildAccount } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { type Bootstrapped } from "../support/run-cli";
import { ssoReader } from "../support/sso-reader";
import { testServers } from "../support/test-servers";

// The dashboard's domain functions (ban by a comment's author, the drawer, the audit log) are called
// here directly against each test database, next to the real server that the readers and keys talk to.
describe.each(testServers())("authors, bans and automatic history on $name", ({ baseUrl, databaseUrl }) => {
  const domain = `authors-${randomBytes(3).toString("hex")}.example.com`;
  const origin = `https://${domain}`;
  let owner: Bootstrapped;
  let api: ReturnType<typeof apiClient>;
  let sso: string;
  let member: { accountId: string; siteIds: string[] };
  const page = () => `${origin}/post-${randomBytes(4).toString("hex")}`;
  const configure = async (moderation: Record<string, unknown>) =>
    expect((await api.patch(`/v1/sites/${owner.site_id}`, { moderation })).status).toBe(200);
  const history = async (id: string) => (await api.get(`/v1/comments/${id}/moderation`)).json;
  const post = (
    client: ReturnType<typeof apiClient>,
    content: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    client.post(
      `/v1/comments?site_id=${owner.site_id}`,
      { site_id: owner.site_id, thread_url: page(), content, ...extra },
      headers,
    );

  const reader = async (sub: string) => {
    const signedIn = await ssoReader(baseUrl, { id: owner.site_id, origin, secret: sso }, sub);
    return { client: signedIn.client, auth: signedIn.auth };
  };

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain: domain });
    api = apiClient(baseUrl, owner.api_keys.live);
    sso = await enableSso(baseUrl, databaseUrl, owner);
    member = { accountId: owner.account_id, siteIds: [] };
  });
  beforeEach(() => {
    process.env.DATABASE_URL = databaseUrl;
  });

  it("records what the site's rules decided at creation as `system` entries, which the API history shows", async () => {
    await configure({ mode: "all", blocked_terms: ["casino"], blocked_terms_action: "spam", max_links: 1 });
    const held = (await post(api, "A thought")).json;
    const spam = (await post(api, "Come to the casino tonight")).json;
    const links = (await post(api, "https://a.example and https://b.example")).json;
    expect([held.status, spam.status, links.status]).toEqual(["pending", "spam", "pending"]);
    const entries = await Promise.all([held, spam, links].map((c) => history(c.id)));
    expect(
      entries.map((h) =>
        h.actions.map((a: Record<string, unknown>) => [a.action, a.from_status, a.to_status, a.actor, a.reason]),
      ),
    ).toEqual([
      [["hold", "pending", "pending", "system", "site holds every comment"]],
      [["auto_spam", "pending", "spam", "system", "blocked term “casino”"]],
      [["hold", "pending", "pending", "system", "more than 1 link"]],
    ]);
    // The automatic entry is the comment's starting point: a moderator's decision follows it, and
    // restoring spam from the start goes to pending.
    await api.post(`/v1/comments/${held.id}/moderation`, { action: "reject", reason: "off topic" });
    expect((await history(held.id)).actions.map((a: { action: string }) => a.action)).toEqual(["hold", "reject"]);
    expect((await api.post(`/v1/comments/${spam.id}/moderation`, { action: "restore" })).json.status).toBe("pending");

    await configure({ mode: "guests", blocked_terms: [], max_links: 10 });
    const guest = apiClient(baseUrl, undefined, { ip: randomIp(), origin });
    const guestComment = (await post(guest, "Hello from a guest", { author_name: "Grace" })).json;
    expect((await history(guestComment.id)).actions).toMatchObject([
      { action: "hold", reason: "guests' comments wait", actor: "system" },
    ]);
    const published = (await post(api, "Published at once")).json;
    expect(await history(published.id)).toMatchObject({ actions: [], total: 0 });
  });

  it("names the API key that banned and lifted, and keeps the record after the ban is gone", async () => {
    const made = await api.post(`/v1/sites/${owner.site_id}/bans`, {
      email: "Troll@Example.org",
      reason: "abuse",
      expires_at: "2099-01-01T00:00:00Z",
    });
    expect(made.status).toBe(201);
    expect((await api.del(`/v1/sites/${owner.site_id}/bans/${made.json.id}`)).status).toBe(204);
    const rows = await queryDatabase(
      databaseUrl,
      `SELECT "action", "actor", "kind", "label", "reason" FROM "BanAction" WHERE "banId" = $1 ORDER BY "createdAt", "id"`,
      [made.json.id],
    );
    const keyActor = expect.stringMatching(/^api_key:ak_[0-9a-z]{26}$/);
    expect(rows).toEqual([
      { action: "ban", actor: keyActor, kind: "email", label: "troll@example.org", reason: "abuse" },
      { action: "lift", actor: keyActor, kind: "email", label: "troll@example.org", reason: null },
    ]);
    expect(await queryDatabase(databaseUrl, `SELECT "id" FROM "Ban" WHERE "id" = $1`, [made.json.id])).toEqual([]);
    const audit = await listAuditEntries(member, { actor: "api", cursor: null, limit: 10 });
    expect(
      audit.entries
        .filter((e) => e.type === "ban")
        .slice(0, 2)
        .map((e) => e.action),
    ).toEqual(["lift", "ban"]);
  });

  it("describes a comment's author and bans them by reader, e-mail or the comment's IP", async () => {
    await configure({ mode: "all", blocked_terms: [], max_links: 10 });
    const ada = await reader(`ada-${randomBytes(3).toString("hex")}`);
    const first = (await post(ada.client, "First, pending", {}, ada.auth)).json;
    const second = (await post(ada.client, "Second, pending", {}, ada.auth)).json;
    const described = await describeCommentAuthor(member, first.id);
    expect(described.profile).toMatchObject({
      kind: "reader",
      name: expect.stringMatching(/^Reader ada-/),
      email: expect.stringMatching(/@example\.org$/),
      mode: "sso",
    });
    expect(described.banKinds).toEqual(["reader", "email", "ip"]);

    // Rejecting everything pending of the author goes through the bulk action: one entry per comment.
    const actor = "member:mem_01jzzzzzzzzzzzzzzzzzzzzzzz";
    expect(await rejectAuthorPendingComments(member, { commentId: first.id, actor })).toEqual({
      succeeded: 2,
      failed: 0,
    });
    for (const c of [first, second]) {
      expect((await history(c.id)).actions.at(-1)).toMatchObject({
        action: "reject",
        from_status: "pending",
        to_status: "rejected",
        actor,
      });
    }

    const ban = await banCommentAuthor(member, {
      comment_id: first.id,
      kind: "reader",
      duration: "7d",
      reason: "trolling",
      actor,
    });
    const days = (Date.parse(ban.expires_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect((await post(ada.client, "Still here", {}, ada.auth)).json).toMatchObject({ status: 403, code: "banned" });
    expect((await describeCommentAuthor(member, first.id)).bans).toMatchObject([
      { id: ban.id, kind: "reader", reason: "trolling" },
    ]);

    const ipBan = await banCommentAuthor(member, { comment_id: first.id, kind: "ip", duration: "forever", actor });
    expect(ipBan).toMatchObject({
      kind: "ip",
      target: expect.stringMatching(/^IP of a comment by Reader ada-/),
      expires_at: null,
    });
    const [stored] = await queryDatabase(
      databaseUrl,
      `SELECT b."value" AS "value", c."authorIpHash" AS "hash" FROM "Ban" b, "Comment" c WHERE b."id" = $1 AND c."id" = $2`,
      [ipBan.id, first.id],
    );
    expect(stored!.value).toBe(stored!.hash);
    const emailBan = await banCommentAuthor(member, {
      comment_id: first.id,
      kind: "email",
      duration: "custom",
      until: "2099-12-31",
      actor,
    });
    expect(emailBan).toMatchObject({ kind: "email", expires_at: "2099-12-31T23:59:59.999Z" });
    await expect(
      banCommentAuthor(member, { comment_id: first.id, kind: "email", duration: "custom", until: "2001-01-01", actor }),
    ).rejects.toMatchObject({ code: "validation_failed" });

    const audit = await listAuditEntries(member, { actor, cursor: null, limit: 3 });
    expect(audit.entries.map((e) => [e.type, e.action])).toEqual([
      ["ban", "ban"],
      ["ban", "ban"],
      ["ban", "ban"],
    ]);
    const older = await listAuditEntries(member, {
      actor,
      cursor: { at: audit.entries[2]!.createdAt, stream: 1, id: audit.entries[2]!.id },
      limit: 10,
    });
    expect(older.entries.map((e) => [e.type, e.action])).toEqual([
      ["moderation", "reject"],
      ["moderation", "reject"],
    ]);
    expect(older.next).toBeNull();
  });

  it("refuses another site's, another account's and the API's comments", async () => {
    const c = (await post(api, "By the integration", { author_name: "Backend" })).json;
    await expect(
      banCommentAuthor(member, { comment_id: c.id, kind: "ip", duration: "1d", actor: "member:x" }),
    ).rejects.toMatchObject({ code: "validation_failed" });
    expect(await describeCommentAuthor(member, c.id)).toMatchObject({
      profile: { kind: "api", name: "Backend" },
      banKinds: [],
      bans: [],
    });
    const second = await api.post("/v1/sites", { name: "Second", domains: [`second-${domain}`] });
    const limited = { accountId: owner.account_id, siteIds: [second.json.id as string] };
    const stranger = await buildAccount(databaseUrl);
    for (const scope of [limited, { accountId: stranger.account_id, siteIds: [] }]) {
      await expect(describeCommentAuthor(scope, c.id)).rejects.toMatchObject({ code: "comment_not_found" });
      await expect(rejectAuthorPendingComments(scope, { commentId: c.id, actor: "member:x" })).rejects.toMatchObject({
        code: "comment_not_found",
      });
    }
    await expect(listAuditEntries(limited, { siteId: owner.site_id, cursor: null, limit: 5 })).rejects.toMatchObject({
      code: "site_not_found",
    });
    expect((await listAuditEntries(limited, { cursor: null, limit: 5 })).entries).toEqual([]);
  });
});
