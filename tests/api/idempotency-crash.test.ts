// An Idempotency-Key must survive the process dying between the commit of its effect and the save
// of its answer: a retry then replays the answer and never makes the object a second time. The
// server is killed at that very point (THREADLINE_TEST_HOOKS=1 and the X-Threadline-Test-Crash
// header) and started again on the same database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { buildAccount, setPlan } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { type Bootstrapped } from "../support/run-cli";
import { startServerOn, type OwnServer } from "../support/start-server-on";
import { testServers } from "../support/test-servers";

const crash = { "X-Threadline-Test-Crash": "after-commit" };

describe.each(testServers().map((s) => s.name))("Idempotency-Key across a crash on %s", (backend) => {
  let app: OwnServer;
  let owner: Bootstrapped;

  beforeAll(async () => {
    app = await startServerOn(backend, { THREADLINE_TEST_HOOKS: "1" });
    owner = await buildAccount(app.databaseUrl, { domain: "crash.example.com" });
    await setPlan(app.databaseUrl, owner.account_id, "publisher");
  });
  afterAll(async () => {
    await app?.stop();
  });

  // Sends a request that kills the server once its effect committed, then starts the server again.
  async function crashAfterCommit(path: string, body: unknown, key: string): Promise<void> {
    const api = apiClient(app.baseUrl(), owner.api_keys.live);
    const child = app.server().process;
    const exited = new Promise((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
    await expect(api.post(path, body, { "Idempotency-Key": key, ...crash })).rejects.toThrow();
    // The request failed because the server died at the crash point, not for any other reason.
    expect(child.signalCode ?? (await exited)).toBe("SIGKILL");
    await app.restart();
  }

  const count = async (sql: string, value: string) =>
    Number((await queryDatabase(app.databaseUrl, sql, [value]))[0]!.n);

  it("replays a comment's answer after the crash and stores the comment once", async () => {
    const content = `Stored once ${Date.now()}`;
    const body = { site_id: owner.site_id, thread_url: "https://crash.example.com/a", content };
    await crashAfterCommit("/v1/comments", body, "crash-comment");
    const stored = await queryDatabase(app.databaseUrl, `SELECT "id" FROM "Comment" WHERE "content" = $1`, [content]);
    expect(stored).toHaveLength(1);

    const api = apiClient(app.baseUrl(), owner.api_keys.live);
    for (let retry = 0; retry < 3; retry++) {
      const again = await api.post("/v1/comments", body, { "Idempotency-Key": "crash-comment" });
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.json).toMatchObject({ id: stored[0]!.id, content });
    }
    expect(await count(`SELECT count(*) AS n FROM "Comment" WHERE "content" = $1`, content)).toBe(1);
  });

  it("replays a show-once secret after the crash (a webhook made, its secret rotated) and makes nothing twice", async () => {
    await crashAfterCommit("/v1/webhooks", { url: "https://hooks.example.com/in", events: ["*"] }, "crash-hook");
    const hooks = await queryDatabase(app.databaseUrl, `SELECT "id" FROM "WebhookEndpoint" WHERE "accountId" = $1`, [
      owner.account_id,
    ]);
    expect(hooks).toHaveLength(1);
    const created = await apiClient(app.baseUrl(), owner.api_keys.live).post(
      "/v1/webhooks",
      { url: "https://hooks.example.com/in", events: ["*"] },
      { "Idempotency-Key": "crash-hook" },
    );
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ id: hooks[0]!.id, secret: expect.stringMatching(/^whsec_/) });

    await crashAfterCommit(`/v1/webhooks/${hooks[0]!.id}/rotate-secret`, undefined, "crash-rotate");
    const rotated = await apiClient(app.baseUrl(), owner.api_keys.live).post(
      `/v1/webhooks/${hooks[0]!.id}/rotate-secret`,
      undefined,
      { "Idempotency-Key": "crash-rotate" },
    );
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get("idempotent-replayed")).toBe("true");
    // Rotated once: the secret shown before the crash is the one in force, the first one the previous.
    expect(rotated.json.secret).not.toBe(created.json.secret);
  });
});
