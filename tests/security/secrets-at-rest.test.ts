// Class 8: no secret is stored or logged as issued. API keys, session tokens, magic-link tokens and
// sign-in codes are stored as SHA-256 hashes; webhook and SSO secrets, which we must read back, are
// sealed (AES-256-GCM under the server secret), and so is every response kept for an Idempotency-Key
// replay, because a first response may carry a show-once secret. The global teardown
// (tests/support/global-setup.ts) reads every row of both databases after the whole run as well.
import { readdirSync, readFileSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { buildAccount, setPlan } from "../support/factories";
import { findClearSecrets } from "../support/find-clear-secrets";
import { queryDatabase } from "../support/query-database";
import { type Bootstrapped } from "../support/run-cli";
import { linkIn } from "../support/smtp-capture";
import { startServerOn, type OwnServer } from "../support/start-server-on";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";

const origin = "https://vault.example.com";

/** Signs a reader in through a magic link in the dev mailbox: the token, the code and the session. */
async function signInByMail(baseUrl: string, mailDir: string, siteId: string) {
  const email = `vault-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const browser = apiClient(baseUrl, undefined, { ip: randomIp(), origin });
  expect(
    (await browser.post("/v1/auth/magic-link", { site_id: siteId, email, thread_url: `${origin}/p` })).status,
  ).toBe(202);
  const mail = await waitFor("the sign-in mail", async () =>
    readdirSync(mailDir)
      .map((file) => JSON.parse(readFileSync(`${mailDir}/${file}`, "utf8")) as { to: string; text: string })
      .find((m) => m.to === email),
  );
  const link = linkIn(mail);
  const token = new URL(link).searchParams.get("token")!;
  const code = (await fetch(link, { redirect: "manual" })).headers.get("location")!.split("threadline_code=")[1]!;
  const session = (await browser.post("/v1/auth/session/exchange", { code })).json.token as string;
  return { token, code, session };
}

describe.each(testServers())("secrets at rest on $name", ({ baseUrl, databaseUrl, mailDir }) => {
  let owner: Bootstrapped;
  let live: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain: "vault.example.com" });
    await setPlan(databaseUrl, owner.account_id, "publisher");
    live = apiClient(baseUrl, owner.api_keys.live);
  });

  it("replays show-once secrets under an Idempotency-Key without storing them in the clear", async () => {
    const idem = (key: string) => ({ "Idempotency-Key": `${key}-${Date.now()}` });
    const webhookKey = idem("webhook");
    const created = await live.post("/v1/webhooks", { url: "http://localhost:9/vault", events: ["*"] }, webhookKey);
    expect(created.status).toBe(201);
    const replayed = await live.post("/v1/webhooks", { url: "http://localhost:9/vault", events: ["*"] }, webhookKey);
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(replayed.json).toEqual(created.json);

    const rotateKey = idem("rotate");
    const rotated = await live.post(`/v1/webhooks/${created.json.id}/rotate-secret`, undefined, rotateKey);
    expect(rotated.status).toBe(200);
    expect((await live.post(`/v1/webhooks/${created.json.id}/rotate-secret`, undefined, rotateKey)).json.secret).toBe(
      rotated.json.secret,
    );

    const ssoKey = idem("sso");
    const sso = await live.post(`/v1/sites/${owner.site_id}/sso-secrets`, undefined, ssoKey);
    expect(sso.status).toBe(201);
    expect((await live.post(`/v1/sites/${owner.site_id}/sso-secrets`, undefined, ssoKey)).json.secret).toBe(
      sso.json.secret,
    );

    const reader = await signInByMail(baseUrl, mailDir, owner.site_id);
    const known = [
      created.json.secret,
      rotated.json.secret,
      sso.json.secret,
      owner.api_keys.live,
      owner.api_keys.test,
      reader.token,
      reader.code,
      reader.session,
    ] as string[];
    expect(known.every((secret) => typeof secret === "string" && secret.length >= 32)).toBe(true);
    expect(await findClearSecrets(databaseUrl, known)).toEqual([]);
  });

  it("recognises a secret in the clear: the check itself can fail", async () => {
    const canary = `sic_${"A".repeat(32)}`;
    const id = `idem_canary_${Date.now()}`;
    await queryDatabase(
      databaseUrl,
      `INSERT INTO "IdempotencyRecord" ("id", "accountId", "livemode", "key", "requestHash", "status", "responseBody", "createdAt") VALUES ($1, $2, $3, $4, '', 201, $5, $6)`,
      [
        id,
        owner.account_id,
        databaseUrl.startsWith("file:") ? 1 : true,
        id,
        `{"code":"${canary}"}`,
        databaseUrl.startsWith("file:") ? new Date().toISOString() : new Date(),
      ],
    );
    expect(await findClearSecrets(databaseUrl)).toContainEqual({
      table: "IdempotencyRecord",
      column: "responseBody",
      kind: "sign-in code",
    });
    // Removed again, so the whole run's final check stays about what the service stores.
    await queryDatabase(databaseUrl, `DELETE FROM "IdempotencyRecord" WHERE "id" = $1`, [id]);
    expect(await findClearSecrets(databaseUrl)).toEqual([]);
  });
});

describe("the server log", () => {
  let app: OwnServer;
  beforeAll(async () => {
    app = await startServerOn("sqlite", { MAIL_DIR: `data/test/mail-log-${process.pid}` });
  });
  afterAll(() => app?.stop());

  it("never prints a sign-in link, token, code or key", async () => {
    const owner = await buildAccount(app.databaseUrl, { domain: "vault.example.com" });
    const reader = await signInByMail(app.baseUrl(), `data/test/mail-log-${process.pid}`, owner.site_id);
    const output = app.server().output();
    expect(output).toContain("[dev mailbox]");
    for (const secret of [reader.token, reader.code, reader.session, owner.api_keys.live])
      expect(output).not.toContain(secret);
  });
});
