// Class 4: a browser's change must come from a page of the site it acts on. The preflight proves
// nothing on its own: without site_id it passes for any origin that belongs to *some* site (here
// evil.example, the attacker's own site on another account). So every real write (comments, votes,
// reactions, flags, edits, deletes, sign-in requests and code exchanges) checks its Origin against
// the site it acts on, and a write signed in by cookie needs an allowed Origin even when none is sent.
import { readdirSync, readFileSync } from "node:fs";

import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { buildAccount } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { linkIn } from "../support/smtp-capture";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

const good = "https://victim.example";
const evil = "https://evil.example";

describe.each(testServers())("browser writes from another site on $name", ({ baseUrl, databaseUrl, mailDir }) => {
  let victim: Bootstrapped;
  let ssoSecret: string;
  let page: string;

  beforeAll(async () => {
    victim = await buildAccount(databaseUrl, { domain: "victim.example" });
    // The attacker's own site makes evil.example a known origin: its preflights pass.
    await buildAccount(databaseUrl, { domain: "evil.example" });
    ssoSecret = await enableSso(baseUrl, databaseUrl, victim);
    page = `${good}/post-${Date.now()}`;
  });

  const from = (origin: string | undefined, ip = randomIp(), key?: string) => apiClient(baseUrl, key, { ip, origin });
  const expectRefused = (res: { status: number; json: { code?: string } }) => {
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("origin_not_allowed");
  };

  it("passes the preflight without site_id, then refuses the real guest comment", async () => {
    const preflight = await fetch(`${baseUrl}/v1/comments`, {
      method: "OPTIONS",
      headers: {
        Origin: evil,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    const body = { site_id: victim.site_id, thread_url: page, content: "forged", author_name: "Victim" };
    expectRefused(await from(evil).post("/v1/comments", body));
    expectRefused(await from("null").post("/v1/comments", body));
    const thread = await from(good).get(
      `/v1/comments?site_id=${victim.site_id}&thread_url=${encodeURIComponent(page)}`,
    );
    expect(thread.json.total).toBe(0);
    // The site's own pages, and server-side clients that send no Origin at all, still write.
    expect((await from(good).post("/v1/comments", body)).status).toBe(201);
    expect((await from(undefined).post("/v1/comments", { ...body, content: "from a server" })).status).toBe(201);
  });

  it("refuses votes, reactions, flags, edits and deletes on the site's comments from another origin", async () => {
    const ip = randomIp();
    const mine = await from(good, ip).post("/v1/comments", {
      site_id: victim.site_id,
      thread_url: page,
      content: "my words",
      author_name: "Guest",
    });
    expect(mine.status).toBe(201);
    const id = mine.json.id as string;
    const attacker = from(evil, ip);
    for (const res of [
      await attacker.post(`/v1/comments/${id}/upvote`, {}),
      await attacker.del(`/v1/comments/${id}/upvote`),
      await attacker.put(`/v1/comments/${id}/reactions/funny`, {}),
      await attacker.del(`/v1/comments/${id}/reactions/funny`),
      await attacker.post(`/v1/comments/${id}/flag`, { reason: "spam" }),
      await attacker.patch(`/v1/comments/${id}`, { content: "defaced" }),
      await attacker.del(`/v1/comments/${id}`),
    ]) {
      expectRefused(res);
    }
    const after = await apiClient(baseUrl, victim.api_keys.live).get(`/v1/comments/${id}`);
    expect(after.json).toMatchObject({ content: "my words", status: "approved", upvotes: 0, flag_count: 0 });
    expect(after.json.reaction_counts).toEqual({});
    // The same reader on the site's own page may.
    expect((await from(good, ip).post(`/v1/comments/${id}/upvote`, {})).status).toBe(200);
  });

  it("refuses sign-in requests and code exchanges for the site from another origin", async () => {
    const email = `victim-${Date.now()}@example.com`;
    const ask = { site_id: victim.site_id, email, thread_url: `${good}/story` };
    expectRefused(await from(evil).post("/v1/auth/magic-link", ask));
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ sub: "u1", name: "Una", iat: now, exp: now + 600 })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(ssoSecret));
    expectRefused(await from(evil).post("/v1/auth/sso", { site_id: victim.site_id, identity_token: token }));

    expect((await from(good).post("/v1/auth/magic-link", ask)).status).toBe(202);
    const mail = await waitFor("the sign-in mail", async () =>
      readdirSync(mailDir)
        .map((file) => JSON.parse(readFileSync(`${mailDir}/${file}`, "utf8")) as { to: string; text: string })
        .find((m) => m.to === email),
    );
    const followed = await fetch(linkIn(mail), { redirect: "manual" });
    const code = followed.headers.get("location")!.split("threadline_code=")[1]!;
    expectRefused(await from(evil).post("/v1/auth/session/exchange", { code }));
    // The refusal did not use the code up: the site's own page exchanges it.
    expect((await from(good).post("/v1/auth/session/exchange", { code })).status).toBe(200);
  });

  it("refuses a write signed in by cookie from another origin, or with no Origin at all", async () => {
    const sessionToken = (
      await from(good).post("/v1/auth/sso", {
        site_id: victim.site_id,
        identity_token: await new SignJWT({
          sub: "u2",
          name: "Cookie",
          iat: Math.floor(Date.now() / 1000),
          exp: Math.floor(Date.now() / 1000) + 600,
        })
          .setProtectedHeader({ alg: "HS256" })
          .sign(new TextEncoder().encode(ssoSecret)),
      })
    ).json.token as string;
    const body = { site_id: victim.site_id, thread_url: page, content: "by cookie" };
    const cookie = { Cookie: `tl_session=${sessionToken}` };
    expectRefused(await from(evil).post("/v1/comments", body, cookie));
    expectRefused(await from(undefined).post("/v1/comments", body, cookie));
    expect((await from(good).post("/v1/comments", body, cookie)).status).toBe(201);
    // A bearer token from another site's page is refused as well; from a server (no Origin) it works.
    expectRefused(await from(evil, randomIp(), sessionToken).post("/v1/comments", body));
    expect((await from(undefined, randomIp(), sessionToken).post("/v1/comments", body)).status).toBe(201);
  });
});
