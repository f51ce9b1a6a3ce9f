import { randomBytes } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp, threadQuery } from "../support/api-client";
import { expectRateLimit, expectRefused } from "../support/expect-rate-limit";
import { buildAccount } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { limiterBackends, startLimitServer, type LimitServer } from "../support/start-limit-server";
import { startServerOn } from "../support/start-server-on";
import { waitFor } from "../support/wait-for";
import { waitForWindowRoom } from "../support/wait-for-window-room";

// Guessed credentials, and a window short enough (through RATE_LIMIT_OVERRIDES) to watch it end.
const origin = "https://guards.example.com";
const readWindow = 4;

describe.each(limiterBackends())("rate-limit guards, counted %s", (backend) => {
  let server: LimitServer;
  let owner: Bootstrapped;

  beforeAll(async () => {
    server = await startLimitServer(backend, {
      TRUST_PROXY: "1",
      RATE_LIMIT_OVERRIDES: JSON.stringify({ publicRead: { limit: 3, windowSeconds: readWindow } }),
    });
    owner = await buildAccount(server.databaseUrl, { domain: "guards.example.com" });
  });
  afterAll(async () => {
    // Every count above was the backend's own: no switch to the fallback midway.
    expect(server?.server.output()).not.toContain("falling back");
    await server?.close();
  });

  it("refuses an IP that has presented 20 bad credentials in a minute before looking at its next one, good or bad", async () => {
    const ip = randomIp();
    const client = (credential: string) => apiClient(server.baseUrl, credential, { ip });
    const resetAt = await waitForWindowRoom(60, 15);
    // Good keys do not use up the allowance for bad ones.
    for (let i = 0; i < 3; i++)
      expect((await client(owner.api_keys.live).get("/v1/sites")).headers.get("ratelimit")).not.toContain(
        "invalidCredentials",
      );
    const guesses = [
      () => client("key_live_short").get("/v1/sites"),
      () =>
        client(`key_live_${randomBytes(30).toString("base64url").replace(/[-_]/g, "a").slice(0, 40)}`).get("/v1/sites"),
      () => client(`ses_${"x".repeat(43)}`).get(threadQuery(owner.site_id, `${origin}/a`)),
      () =>
        apiClient(server.baseUrl, undefined, { ip }).get("/v1/auth/session", {
          Cookie: `tl_session=ses_${"y".repeat(43)}`,
        }),
    ];
    for (let i = 0; i < 20; i++) {
      const res = await guesses[i % guesses.length]!();
      expect(res.status).toBe(401);
      expect(res.json.code).toMatch(/^invalid_(api_key|session)$/);
      expectRateLimit(res.headers, {
        policy: "invalidCredentials",
        limit: 20,
        windowSeconds: 60,
        remaining: 19 - i,
        resetAt,
      });
    }
    // The 21st is refused before the key is looked up: a valid key from that IP gets the 429 too.
    const sentAt = Date.now();
    const refused = await client(owner.api_keys.live).get("/v1/sites");
    expectRefused(refused, "invalidCredentials", resetAt, sentAt, Date.now());
    expect((await client(`ses_${"z".repeat(43)}`).get("/v1/auth/session")).status).toBe(429);
    expect((await apiClient(server.baseUrl, owner.api_keys.live, { ip: randomIp() }).get("/v1/sites")).status).toBe(
      200,
    );
    // No credentials at all is not a guess.
    expect((await apiClient(server.baseUrl, undefined, { ip }).get("/v1/sites")).json.code).toBe("missing_api_key");
  });

  it("starts a fresh count when a window ends, and a request sent Retry-After seconds after a 429 succeeds", async () => {
    const ip = randomIp();
    const browser = apiClient(server.baseUrl, undefined, { ip, origin });
    const resetAt = await waitForWindowRoom(readWindow, 3);
    const reads = [
      () => browser.get(threadQuery(owner.site_id, `${origin}/a`)),
      () => browser.get(`/v1/sites/${owner.site_id}/widget-config`),
      () => browser.get(threadQuery(owner.site_id, `${origin}/b`)),
    ];
    for (let i = 0; i < 3; i++) {
      const res = await reads[i]!();
      expect(res.status).toBe(200);
      expectRateLimit(res.headers, {
        policy: "publicRead",
        limit: 3,
        windowSeconds: readWindow,
        remaining: 2 - i,
        resetAt,
      });
    }
    const sentAt = Date.now();
    const refused = await reads[0]!();
    const receivedAt = Date.now();
    expectRefused(refused, "publicRead", resetAt, sentAt, receivedAt);
    expect(refused.headers.get("access-control-allow-origin")).toBe(origin);
    const retryAt = receivedAt + Number(refused.headers.get("retry-after")) * 1000;
    await waitFor(
      "Retry-After to pass",
      async () => (Date.now() >= retryAt ? true : undefined),
      readWindow * 1000 + 1000,
    );
    const again = await reads[1]!();
    expect(again.status).toBe(200);
    expectRateLimit(again.headers, {
      policy: "publicRead",
      limit: 3,
      windowSeconds: readWindow,
      remaining: 2,
      resetAt: resetAt + readWindow,
    });
  });
});

describe("rate-limit settings", () => {
  it.each([
    [{ RATE_LIMIT_OVERRIDES: '{"apikey":{"limit":1}}' }, /RATE_LIMIT_OVERRIDES: unknown policy "apikey"/],
    [
      { UPSTASH_REDIS_REST_URL: "http://127.0.0.1:9" },
      /Set both UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN, or neither/,
    ],
  ])("stop the server at start-up when wrong (%j)", async (env, message) => {
    const failed = await startServerOn("sqlite", env).then(
      async (server) => {
        await server.stop();
        return "started";
      },
      (error: unknown) => String(error),
    );
    expect(failed).toMatch(/server exited early/);
    expect(failed).toMatch(message);
  });
});
