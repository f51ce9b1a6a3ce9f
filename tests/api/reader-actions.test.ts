import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp, threadQuery } from "../support/api-client";
import { buildAccount, setPlan } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";

const origin = "https://actions.example.com";

describe.each(testServers())("what readers and guests may do on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  let api: ReturnType<typeof apiClient>;
  let secret: string;
  const page = `${origin}/post`;

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain: "actions.example.com" });
    api = apiClient(baseUrl, owner.api_keys.live);
    await setPlan(databaseUrl, owner.account_id, "publisher");
    secret = (await api.post(`/v1/sites/${owner.site_id}/sso-secrets`)).json.secret;
    await api.call("PATCH", `/v1/sites/${owner.site_id}`, { embed: { sign_in_modes: ["guest", "sso"] } });
  });

  async function reader(sub: string, name: string, email = `${sub}@example.com`) {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ name, email })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(sub)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(secret));
    const session = (await apiClient(baseUrl).post("/v1/auth/sso", { site_id: owner.site_id, identity_token: token }))
      .json;
    return { client: apiClient(baseUrl, session.token, { ip: randomIp(), origin }), id: session.reader.id as string };
  }

  it("lets a reader upvote, react and flag as themselves, once each", async () => {
    const target = (await api.post("/v1/comments", { site_id: owner.site_id, thread_url: page, content: "vote on me" }))
      .json;
    const ada = await reader("ada", "Ada");
    for (let i = 0; i < 3; i++) {
      const res = await ada.client.post(`/v1/comments/${target.id}/upvote`, { voter_id: `spoof-${i}` });
      expect(res.status).toBe(200);
      expect(res.json.upvotes).toBe(1);
      expect(res.headers.get("access-control-allow-origin")).toBe(origin);
    }
    expect(
      (await ada.client.call("PUT", `/v1/comments/${target.id}/reactions/insightful`, {})).json.reaction_counts,
    ).toEqual({ insightful: 1 });
    expect(
      (await ada.client.call("PUT", `/v1/comments/${target.id}/reactions/insightful`, {})).json.reaction_counts,
    ).toEqual({ insightful: 1 });
    expect((await ada.client.post(`/v1/comments/${target.id}/flag`, { reason: "off_topic" })).json.flag_count).toBe(1);
    expect((await ada.client.del(`/v1/comments/${target.id}/upvote`)).json.upvotes).toBe(0);
    const events = (await api.get("/v1/events?type=comment.upvoted&limit=100")).json.events;
    expect(events.some((e: { data: { object: { id: string } } }) => e.data.object.id === target.id)).toBe(true);
  });

  it("lets guests upvote and react once per comment per IP where the site takes guests", async () => {
    const target = (
      await api.post("/v1/comments", { site_id: owner.site_id, thread_url: page, content: "guests vote" })
    ).json;
    const ip = randomIp();
    const guest = apiClient(baseUrl, undefined, { ip, origin });
    expect((await guest.post(`/v1/comments/${target.id}/upvote?site_id=${owner.site_id}`, {})).json.upvotes).toBe(1);
    expect((await guest.post(`/v1/comments/${target.id}/upvote`, {})).json.upvotes).toBe(1);
    expect(
      (await apiClient(baseUrl, undefined, { ip: randomIp() }).post(`/v1/comments/${target.id}/upvote`, {})).json
        .upvotes,
    ).toBe(2);
    expect((await guest.call("PUT", `/v1/comments/${target.id}/reactions/funny`, {})).json.reaction_counts).toEqual({
      funny: 1,
    });
    await api.call("PATCH", `/v1/sites/${owner.site_id}`, { embed: { sign_in_modes: ["sso"] } });
    const refused = await apiClient(baseUrl, undefined, { ip: randomIp() }).post(
      `/v1/comments/${target.id}/upvote`,
      {},
    );
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("sign_in_mode_disabled");
    await api.call("PATCH", `/v1/sites/${owner.site_id}`, { embed: { sign_in_modes: ["guest", "sso"] } });
    const pending = (await api.post(`/v1/comments/${target.id}/moderation`, { action: "reject" })).json;
    expect((await guest.post(`/v1/comments/${pending.id}/upvote`, {})).status).toBe(404);
  });

  it("lets readers edit and delete their own comments within the edit window, never another's", async () => {
    const grace = await reader("grace", "Grace");
    const linus = await reader("linus", "Linus");
    const mine = (
      await grace.client.post("/v1/comments", { site_id: owner.site_id, thread_url: page, content: "first draft" })
    ).json;
    const edited = await grace.client.call("PATCH", `/v1/comments/${mine.id}`, { content: "second draft" });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ content: "second draft", edited_at: expect.any(String) });

    const theirs = await linus.client.call("PATCH", `/v1/comments/${mine.id}`, { content: "hijacked" });
    expect(theirs.status).toBe(403);
    expect(theirs.json.code).toBe("forbidden");
    expect((await linus.client.del(`/v1/comments/${mine.id}`)).status).toBe(403);
    const guest = apiClient(baseUrl, undefined, { ip: randomIp(), origin });
    expect((await guest.call("PATCH", `/v1/comments/${mine.id}`, { content: "guest edit" })).json.code).toBe(
      "sign_in_required",
    );

    const later = new Date(Date.now() + 16 * 60_000).toISOString();
    const late = await grace.client.call(
      "PATCH",
      `/v1/comments/${mine.id}`,
      { content: "too late" },
      { "X-Threadline-Now": later },
    );
    expect(late.status).toBe(403);
    expect(late.json.code).toBe("edit_window_closed");
    expect((await api.get(`/v1/comments/${mine.id}`)).json.content).toBe("second draft");

    const deleted = await grace.client.del(`/v1/comments/${mine.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.deleted).toBe(true);
    const history = (await api.get(`/v1/comments/${mine.id}/moderation`)).json;
    expect(JSON.stringify(history)).toContain(`reader:${grace.id}`);
  });

  it("shows the author's e-mail to the site's API keys only", async () => {
    const hopper = await reader("hopper", "Grace H.", "grace.hopper@example.com");
    const thread = `${origin}/privacy`;
    const posted = await hopper.client.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: thread,
      content: "private e-mail",
    });
    expect(posted.text).not.toContain("grace.hopper@example.com");
    const publicList = await apiClient(baseUrl, undefined, { ip: randomIp() }).get(threadQuery(owner.site_id, thread));
    expect(publicList.text).not.toContain("grace.hopper@example.com");
    expect(publicList.json.comments[0].author).toBeUndefined();
    const ownerList = await api.get(threadQuery(owner.site_id, thread));
    expect(ownerList.json.comments[0].author).toEqual({
      id: hopper.id,
      kind: "reader",
      name: "Grace H.",
      email: "grace.hopper@example.com",
    });
    expect((await api.get(`/v1/comments/${posted.json.id}`)).json.author.email).toBe("grace.hopper@example.com");
  });

  it("refuses a banned reader's writes with 403 banned", async () => {
    const target = (await api.post("/v1/comments", { site_id: owner.site_id, thread_url: page, content: "ban test" }))
      .json;
    const troll = await reader("troll", "Troll");
    const ban = await api.post(`/v1/sites/${owner.site_id}/bans`, { reader_id: troll.id });
    expect(ban.status).toBe(201);
    for (const res of [
      await troll.client.post("/v1/comments", { site_id: owner.site_id, thread_url: page, content: "hi" }),
      await troll.client.post(`/v1/comments/${target.id}/upvote`, {}),
      await troll.client.post(`/v1/comments/${target.id}/flag`, { reason: "spam" }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("banned");
    }
    await api.post(`/v1/sites/${owner.site_id}/bans`, {
      email: "mallory@example.com",
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const mallory = await reader("mallory", "Mallory", "Mallory@Example.com");
    expect(
      (await mallory.client.post("/v1/comments", { site_id: owner.site_id, thread_url: page, content: "hi" })).json
        .code,
    ).toBe("banned");
  });
});
