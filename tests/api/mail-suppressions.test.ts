import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { runCli } from "../support/run-cli";
import { testServers } from "../support/test-servers";

const unique = () => randomBytes(4).toString("hex");
type Suppression = { id: string; email: string; reason: string; source: string; created_at: string };

describe.each(testServers())("mail suppressions on $name", (server) => {
  async function account() {
    const made = await buildAccount(server.databaseUrl);
    return { ...made, api: apiClient(server.baseUrl, made.api_keys.live) };
  }

  it("adds an address lower-cased, answers the existing entry when added again, lists newest first, and clears it", async () => {
    const { api } = await account();
    const tag = unique();
    const first = await api.post("/v1/mail-suppressions", { email: `Bounced-${tag}@Example.COM`, reason: "bounce" });
    expect(first.status).toBe(201);
    const entry = first.json as Suppression;
    expect(entry).toMatchObject({ email: `bounced-${tag}@example.com`, reason: "bounce", source: "api" });
    expect(entry.id).toMatch(/^sup_[0-7][0-9a-hjkmnp-tv-z]{25}$/);
    expect(new Date(entry.created_at).toISOString()).toBe(entry.created_at);

    const again = await api.post("/v1/mail-suppressions", { email: `bounced-${tag}@example.com`, reason: "complaint" });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(entry);

    const second = (await api.post("/v1/mail-suppressions", { email: `spam-${tag}@example.com`, reason: "complaint" }))
      .json as Suppression;
    const list = await api.get("/v1/mail-suppressions");
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ total: 2, page: 1, per_page: 20, has_more: false });
    expect((list.json.suppressions as Suppression[]).map((s) => s.id)).toEqual([second.id, entry.id]);
    const paged = await api.get("/v1/mail-suppressions?per_page=1&page=2");
    expect(paged.json).toMatchObject({ total: 2, page: 2, per_page: 1, has_more: false });
    expect((paged.json.suppressions as Suppression[]).map((s) => s.id)).toEqual([entry.id]);

    expect((await api.call("DELETE", `/v1/mail-suppressions/${entry.id}`)).status).toBe(204);
    const gone = await api.call("DELETE", `/v1/mail-suppressions/${entry.id}`);
    expect(gone.status).toBe(404);
    expect(gone.json.code).toBe("suppression_not_found");
    expect((await api.get("/v1/mail-suppressions")).json.total).toBe(1);
  });

  it("keeps each account's list to itself: another account's entry is not listed and answers 404", async () => {
    const mine = await account();
    const theirs = await account();
    const entry = (
      await theirs.api.post("/v1/mail-suppressions", { email: `x-${unique()}@example.com`, reason: "manual" })
    ).json as Suppression;
    expect((await mine.api.get("/v1/mail-suppressions")).json.suppressions).toEqual([]);
    const other = await mine.api.call("DELETE", `/v1/mail-suppressions/${entry.id}`);
    expect(other.status).toBe(404);
    expect(other.headers.get("content-type")).toMatch(/application\/problem\+json/);
    expect(other.json.code).toBe("suppression_not_found");
    expect((await theirs.api.get("/v1/mail-suppressions")).json.total).toBe(1);
  });

  it("refuses bad input with field errors, and test keys", async () => {
    const acct = await account();
    const { api } = acct;
    for (const [body, field] of [
      [{ email: "not an address", reason: "bounce" }, "email"],
      [{ email: `a-${unique()}@example.com`, reason: "deferred" }, "reason"],
      [{ email: `${"a".repeat(250)}@example.com`, reason: "bounce" }, "email"],
      [{ reason: "bounce" }, "email"],
    ] as const) {
      const res = await api.post("/v1/mail-suppressions", body);
      expect(res.status).toBe(422);
      expect(res.json.code).toBe("validation_failed");
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const extra = await api.post("/v1/mail-suppressions", {
      email: `b-${unique()}@example.com`,
      reason: "bounce",
      account_id: "acct_x",
    });
    // An unknown field (the account comes from the key, never the body) is refused outright.
    expect(extra.status).toBe(400);
    expect(extra.json.code).toBe("read_only_field");
    const badId = await api.call("DELETE", "/v1/mail-suppressions/ban_01h455vb4pex5vsknk084sn02q");
    expect([400, 404, 422]).toContain(badId.status);
    expect((await api.get("/v1/mail-suppressions")).json.total).toBe(0);

    const test = apiClient(server.baseUrl, acct.api_keys.test);
    for (const res of [
      await test.get("/v1/mail-suppressions"),
      await test.post("/v1/mail-suppressions", { email: `t-${unique()}@example.com`, reason: "bounce" }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("live_mode_required");
    }
    expect((await api.get("/v1/mail-suppressions")).json.total).toBe(0);
  });

  it("lets the operator stop and clear an address for every account from the CLI", async () => {
    const acct = await account();
    const email = `Operator-${unique()}@Example.com`;
    const lower = email.toLowerCase();
    const added = JSON.parse(
      (await runCli(server.databaseUrl, ["mail", "suppress", email, "--reason", "complaint", "--json"])).stdout,
    );
    expect(added).toMatchObject({ email: lower, reason: "complaint", source: "cli", created: true });
    const again = JSON.parse((await runCli(server.databaseUrl, ["mail", "suppress", lower, "--json"])).stdout);
    expect(again).toMatchObject({ id: added.id, reason: "complaint", created: false });
    const listed = (await runCli(server.databaseUrl, ["mail", "suppressions"])).stdout;
    expect(listed).toContain(`${added.id}  complaint  cli`);
    expect(listed).toContain(lower);
    // An every-account entry is the operator's: no account's list shows it.
    expect((await acct.api.get("/v1/mail-suppressions")).json.suppressions).toEqual([]);

    // One account's list from the CLI.
    const scoped = JSON.parse(
      (await runCli(server.databaseUrl, ["mail", "suppress", lower, "--account", acct.account_id, "--json"])).stdout,
    );
    expect(scoped).toMatchObject({ reason: "manual", source: "cli", created: true });
    expect((await acct.api.get("/v1/mail-suppressions")).json.suppressions).toMatchObject([
      { id: scoped.id, email: lower, source: "cli" },
    ]);

    expect((await runCli(server.databaseUrl, ["mail", "unsuppress", email])).stdout).toContain(
      `${lower} may be mailed again (every account).`,
    );
    expect((await runCli(server.databaseUrl, ["mail", "suppressions", "--json"])).stdout).not.toContain(added.id);
    expect((await runCli(server.databaseUrl, ["mail", "unsuppress", lower])).stdout).toContain("was not stopped");
    expect((await acct.api.get("/v1/mail-suppressions")).json.total).toBe(1);

    await expect(
      runCli(server.databaseUrl, ["mail", "suppress", "nobody", "--reason", "bounce"]),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining("<email> must be an e-mail address"),
    });
    await expect(runCli(server.databaseUrl, ["mail", "suppress", lower, "--reason", "later"])).rejects.toMatchObject({
      stderr: expect.stringContaining("--reason must be bounce, complaint or manual"),
    });
  });
});
