import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { buildAccount } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";

// Finding class 2: an identity token must not live longer than 24 hours however its time claims
// are set. The shared servers honour X-Threadline-Now, so each request pins the server's clock to
// the second the token was signed against and the edges (the 60-second skew) are exact.
const hour = 3600;
const day = 24 * hour;

describe.each(testServers())("stretched SSO identity tokens on $name", ({ baseUrl, databaseUrl }) => {
  let owner: Bootstrapped;
  let secret: string;

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain: "stretch.example.com" });
    secret = await enableSso(baseUrl, databaseUrl, owner);
  });

  const sign = (claims: Record<string, unknown>) =>
    new SignJWT({ sub: "stretch-1", name: "Stretch", aud: owner.site_id, ...claims })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(secret));
  /** Signs claims made from the server's `now` (Unix seconds) and signs in with the server's clock set to it. */
  const signInAt = async (claims: (now: number) => Record<string, unknown>) => {
    const now = Math.floor(Date.now() / 1000);
    const token = await sign(claims(now));
    return apiClient(baseUrl, undefined, { ip: randomIp() }).post(
      `/v1/auth/sso?site_id=${owner.site_id}`,
      { site_id: owner.site_id, identity_token: token },
      { "X-Threadline-Now": new Date(now * 1000).toISOString() },
    );
  };

  it.each([
    [
      "iat a year ahead with exp an hour after it",
      (now: number) => ({ iat: now + 365 * day, exp: now + 365 * day + hour }),
      /iat is \d+ seconds in the future/,
    ],
    [
      "iat two days ahead",
      (now: number) => ({ iat: now + 2 * day, exp: now + 2 * day + 600 }),
      /iat is 172800 seconds in the future \(at most 60 allowed\)/,
    ],
    [
      "iat 61 seconds ahead, just past the skew",
      (now: number) => ({ iat: now + 61, exp: now + 600 }),
      /iat is 61 seconds in the future/,
    ],
    [
      "nbf two days ahead",
      (now: number) => ({ iat: now, nbf: now + 2 * day, exp: now + 600 }),
      /nbf is more than 60 seconds in the future/,
    ],
    [
      "nbf 61 seconds ahead",
      (now: number) => ({ nbf: now + 61, exp: now + 600 }),
      /nbf is more than 60 seconds in the future/,
    ],
    [
      "exp more than 24 hours after iat",
      (now: number) => ({ iat: now - hour, exp: now - hour + day + 1 }),
      /exp is more than 24 hours after iat/,
    ],
    [
      "exp a year after an old iat",
      (now: number) => ({ iat: now - 365 * day, exp: now + hour }),
      /exp is more than 24 hours after iat/,
    ],
    [
      "exp more than 24 hours after now, without iat",
      (now: number) => ({ exp: now + day + 61 }),
      /exp is more than 24 hours from now/,
    ],
    ["exp far ahead, without iat", (now: number) => ({ exp: now + 365 * day }), /exp is more than 24 hours from now/],
    ["no exp", (now: number) => ({ iat: now }), /claim exp is missing or invalid/],
    ["no exp and iat ahead", (now: number) => ({ iat: now + day }), /claim exp is missing or invalid/],
    ["a string exp", (now: number) => ({ iat: now, exp: String(now + 600) }), /claim exp is missing or invalid/],
    [
      "a string iat",
      (now: number) => ({ iat: String(now + 2 * day), exp: now + 600 }),
      /claim iat is missing or invalid/,
    ],
    ["exp more than the skew in the past", (now: number) => ({ iat: now - 600, exp: now - 61 }), /it has expired/],
  ])("refuses %s, saying what to fix", async (_, claims, reason) => {
    const res = await signInAt(claims);
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(res.json.code).toBe("invalid_identity_token");
    expect(res.json.detail).toMatch(reason);
  });

  it.each([
    ["iat just within the skew (60 seconds ahead)", (now: number) => ({ iat: now + 60, exp: now + 60 + 600 })],
    ["nbf just within the skew", (now: number) => ({ iat: now, nbf: now + 60, exp: now + 600 })],
    ["exactly 24 hours from iat", (now: number) => ({ iat: now, exp: now + day })],
    ["exp 24 hours from now without iat, the skew included", (now: number) => ({ exp: now + day + 60 })],
    ["an exp that passed within the skew", (now: number) => ({ iat: now - 600, exp: now - 30 })],
    ["a short token without iat", (now: number) => ({ exp: now + 600 })],
  ])("accepts %s", async (_, claims) => {
    const res = await signInAt(claims);
    expect(res.status, res.text).toBe(200);
    expect(res.json.token).toMatch(/^ses_/);
  });
});
