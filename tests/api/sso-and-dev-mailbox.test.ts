import { readdirSync, readFileSync } from "node:fs";

import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { buildAccount, setPlan } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { linkIn } from "../support/smtp-capture";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

const origin = "https://sso.example.com";
const now = () => Math.floor(Date.now() / 1000);

function sign(secret: string, claims: Record<string, unknown>, header: { alg: string } = { alg: "HS256" }) {
  return new SignJWT(claims).setProtectedHeader(header).sign(new TextEncoder().encode(secret));
}

function unsigned(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
}

describe.each(testServers())("SSO identity tokens on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  let api: ReturnType<typeof apiClient>;
  let secret: string;

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain: "sso.example.com" });
    api = apiClient(baseUrl, owner.api_keys.live);
    await setPlan(databaseUrl, owner.account_id, "publisher");
    secret = (await api.post(`/v1/sites/${owner.site_id}/sso-secrets`)).json.secret;
    await api.call("PATCH", `/v1/sites/${owner.site_id}`, { embed: { sign_in_modes: ["guest", "magic_link", "sso"] } });
  });

  const good = () => ({
    sub: "user-42",
    name: "Linus",
    email: "linus@example.com",
    avatar_url: "https://cdn.example.com/l.png",
    iat: now(),
    exp: now() + 600,
    aud: owner.site_id,
  });
  const signIn = (token: string) =>
    apiClient(baseUrl, undefined, { ip: randomIp(), origin }).post(`/v1/auth/sso?site_id=${owner.site_id}`, {
      site_id: owner.site_id,
      identity_token: token,
    });

  it("signs a reader in with a good token, and the name and avatar follow the newest token", async () => {
    const first = await signIn(await sign(secret, good()));
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      token: expect.stringMatching(/^ses_/),
      reader: { name: "Linus", avatar_url: "https://cdn.example.com/l.png", mode: "sso" },
    });
    expect(first.headers.get("access-control-allow-origin")).toBe(origin);
    const second = await signIn(await sign(secret, { ...good(), name: "Linus T.", avatar_url: undefined }));
    expect(second.json.reader).toMatchObject({ id: first.json.reader.id, name: "Linus T.", avatar_url: null });
    const reader = apiClient(baseUrl, second.json.token);
    const comment = await reader.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: `${origin}/a`,
      content: "via SSO",
    });
    expect(comment.json.author_name).toBe("Linus T.");
    expect((await apiClient(baseUrl, first.json.token).get("/v1/auth/session")).json.name).toBe("Linus T.");
  });

  it.each([
    ["alg none", async () => unsigned({ sub: "x", name: "X", exp: now() + 60 })],
    ["another algorithm (HS512)", async () => sign(secret, { sub: "x", name: "X", exp: now() + 60 }, { alg: "HS512" })],
    [
      "the wrong secret",
      async () => sign("ssosec_not-the-right-one-at-all-000000000000000000", { sub: "x", name: "X", exp: now() + 60 }),
    ],
    ["an expired token", async () => sign(secret, { sub: "x", name: "X", iat: now() - 7200, exp: now() - 3600 })],
    ["no exp", async () => sign(secret, { sub: "x", name: "X", iat: now() })],
    ["a lifetime over 24 hours", async () => sign(secret, { sub: "x", name: "X", iat: now(), exp: now() + 25 * 3600 })],
    ["no iat and exp over 24 hours away", async () => sign(secret, { sub: "x", name: "X", exp: now() + 25 * 3600 })],
    ["no sub", async () => sign(secret, { name: "X", exp: now() + 60 })],
    ["no name", async () => sign(secret, { sub: "x", exp: now() + 60 })],
    [
      "another aud",
      async () => sign(secret, { sub: "x", name: "X", exp: now() + 60, aud: "site_01jd8x5s2ve4rjy3ggk9h6tq1m" }),
    ],
    [
      "a javascript: avatar",
      async () => sign(secret, { sub: "x", name: "X", exp: now() + 60, avatar_url: "javascript:alert(1)" }),
    ],
    ["garbage", async () => "not.a.jwt"],
  ])("refuses %s", async (_, token) => {
    const res = await signIn(await token());
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("invalid_identity_token");
  });

  it("accepts the old secret while a rotation overlaps, and not after", async () => {
    const next = (await api.post(`/v1/sites/${owner.site_id}/sso-secrets`)).json;
    expect((await signIn(await sign(secret, good()))).status).toBe(200);
    expect((await signIn(await sign(next.secret, good()))).status).toBe(200);
    const old = (await api.get(`/v1/sites/${owner.site_id}/sso-secrets`)).json.sso_secrets.find(
      (s: { id: string }) => s.id !== next.id,
    );
    expect((await api.del(`/v1/sites/${owner.site_id}/sso-secrets/${old.id}`)).status).toBe(204);
    expect((await signIn(await sign(secret, good()))).status).toBe(401);
    expect((await signIn(await sign(next.secret, good()))).status).toBe(200);
    secret = next.secret;
  });

  it("answers plan_required on the free plan", async () => {
    await setPlan(databaseUrl, owner.account_id, "free");
    const res = await signIn(await sign(secret, good()));
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: "plan_required", required_plan: "publisher" });
    await setPlan(databaseUrl, owner.account_id, "publisher");
  });

  it("refuses another site's session, and signed-in readers' edits as other readers", async () => {
    const other = await buildAccount(databaseUrl, { domain: "sso.example.com" });
    const session = (await signIn(await sign(secret, good()))).json.token;
    const res = await apiClient(baseUrl, session).post("/v1/comments", {
      site_id: other.site_id,
      thread_url: `${origin}/a`,
      content: "cross-site",
    });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("forbidden");
  });
});

describe.each(testServers())("the dev mailbox on $name", ({ baseUrl, databaseUrl, mailDir }) => {
  it("writes the link to data/mail when no SMTP_URL is set, and sets a cross-site cookie over https", async () => {
    const owner = await buildAccount(databaseUrl, { domain: "mailbox.example.com" });
    const email = `dev-${Date.now()}@example.com`;
    const client = apiClient(baseUrl, undefined, { ip: randomIp(), origin: "https://mailbox.example.com" });
    const asked = await client.post("/v1/auth/magic-link", {
      site_id: owner.site_id,
      email,
      thread_url: "https://mailbox.example.com/p",
    });
    expect(asked.status).toBe(202);
    const mail = await waitFor("the dev mailbox file", async () =>
      readdirSync(mailDir)
        .map((file) => JSON.parse(readFileSync(`${mailDir}/${file}`, "utf8")) as { to: string; text: string })
        .find((m) => m.to === email),
    );
    const followed = await fetch(linkIn(mail), { redirect: "manual", headers: { "X-Forwarded-Proto": "https" } });
    expect(followed.status).toBe(303);
    expect(followed.headers.get("set-cookie")).toMatch(/; HttpOnly; Max-Age=\d+; Secure; SameSite=None; Partitioned$/);
  });
});
