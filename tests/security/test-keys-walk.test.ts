// Class 1, everywhere: every operation of /v1 that an API key can call declares what a test key may
// do there (`x-test-keys` in the OpenAPI document, `testKeys` in the route), and this walk calls
// each one with a test key against live objects: refused or 404, never a live object's words,
// names or addresses in the answer, and no live row changed. A new operation is walked as soon as
// it is in the document; one this walk cannot call fails it until the walk learns its input.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

import Database from "better-sqlite3";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { buildAccount, setPlan } from "../support/factories";
import { importFile } from "../support/import-file";
import { type Bootstrapped } from "../support/run-cli";
import { ssoReader } from "../support/sso-reader";
import { testServers } from "../support/test-servers";

type Operation = { security?: unknown[]; "x-test-keys"?: string; requestBody?: unknown };
type Client = ReturnType<typeof apiClient>;

// Columns that move on their own (use stamps, leases, retries), not through a request.
const volatile = /^(updatedAt|lastUsedAt|lastSeenAt|leaseToken|leaseUntil|nextAttemptAt|claimToken|claimUntil)$/;

// The live rows of one account and its site; a test key's request must leave every one as it was.
const liveRows = [
  `SELECT * FROM "Site" WHERE "id" = :site`,
  `SELECT * FROM "SiteDomain" WHERE "siteId" = :site`,
  `SELECT * FROM "SsoSecret" WHERE "siteId" = :site`,
  `SELECT * FROM "Thread" WHERE "siteId" = :site AND "livemode" = :live`,
  `SELECT * FROM "Comment" WHERE "siteId" = :site AND "livemode" = :live`,
  `SELECT v.* FROM "Vote" v JOIN "Comment" c ON c."id" = v."commentId" WHERE c."siteId" = :site AND c."livemode" = :live`,
  `SELECT r.* FROM "Reaction" r JOIN "Comment" c ON c."id" = r."commentId" WHERE c."siteId" = :site AND c."livemode" = :live`,
  `SELECT f.* FROM "Flag" f JOIN "Comment" c ON c."id" = f."commentId" WHERE c."siteId" = :site AND c."livemode" = :live`,
  `SELECT m.* FROM "ModerationAction" m JOIN "Comment" c ON c."id" = m."commentId" WHERE c."siteId" = :site AND c."livemode" = :live`,
  `SELECT * FROM "Reader" WHERE "siteId" = :site`,
  `SELECT "id", "readerId", "revokedAt" FROM "ReaderSession" WHERE "siteId" = :site`,
  `SELECT * FROM "Ban" WHERE "siteId" = :site`,
  `SELECT * FROM "BanAction" WHERE "siteId" = :site`,
  `SELECT "id", "url", "description", "eventTypes", "siteIds", "secretSealed", "status" FROM "WebhookEndpoint" WHERE "accountId" = :account AND "livemode" = :live`,
  `SELECT * FROM "Event" WHERE "accountId" = :account AND "livemode" = :live`,
  `SELECT * FROM "Import" WHERE "siteId" = :site AND "livemode" = :live`,
];

// One connection for all of a snapshot's statements: the walk takes two snapshots per operation.
async function liveSnapshot(databaseUrl: string, siteId: string, accountId: string): Promise<string> {
  const sqlite = databaseUrl.startsWith("file:");
  const values = { ":site": siteId, ":live": sqlite ? 1 : true, ":account": accountId };
  const statements = liveRows.map((sql) => {
    // Each statement numbers only the values it uses, as PostgreSQL insists.
    const used: unknown[] = [];
    const text = sql.replace(/:site|:live|:account/g, (name) => {
      used.push(values[name as keyof typeof values]);
      return sqlite ? `@p${used.length}` : `$${used.length}`;
    });
    return { text, used };
  });
  let tables: Record<string, unknown>[][];
  if (sqlite) {
    const database = new Database(databaseUrl.slice(5), { readonly: true });
    try {
      tables = statements.map(
        ({ text, used }) =>
          database
            .prepare(text)
            .all(Object.fromEntries(used.map((value, index) => [`p${index + 1}`, value]))) as Record<string, unknown>[],
      );
    } finally {
      database.close();
    }
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      tables = [];
      for (const { text, used } of statements) tables.push((await client.query(text, used)).rows);
    } finally {
      await client.end();
    }
  }
  return JSON.stringify(
    tables.map((rows) =>
      rows
        .map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).filter(([key]) => !volatile.test(key)))))
        .sort(),
    ),
  );
}

describe.each(testServers())(
  "every operation with a test key against live objects on $name",
  ({ baseUrl, databaseUrl }) => {
    const tag = randomBytes(4).toString("hex");
    const domain = `walk-${tag}.example.com`;
    const origin = `https://${domain}`;
    const page = `${origin}/story`;
    const email = `marker-${tag}@example.org`;
    let owner: Bootstrapped;
    let live: Client;
    let test: Client;
    let guest: Client;
    const ids: Record<string, string> = { name: "funny" };
    // What a test key must never be shown: live objects' ids, words, names and addresses.
    let markers: string[] = [];

    beforeAll(async () => {
      owner = await buildAccount(databaseUrl, { domain });
      await setPlan(databaseUrl, owner.account_id, "publisher");
      live = apiClient(baseUrl, owner.api_keys.live);
      test = apiClient(baseUrl, owner.api_keys.test);
      guest = apiClient(baseUrl, undefined, { origin });
      const secret = await enableSso(baseUrl, databaseUrl, owner);
      const reader = await ssoReader(baseUrl, { id: owner.site_id, origin, secret }, `walk-${tag}`, {
        name: `Marker Reader ${tag}`,
        email,
      });
      const comment = (await reader.post(page, `Live words ${tag}`)).json;
      const reply = await live.post("/v1/comments", {
        site_id: owner.site_id,
        thread_url: page,
        content: `Live reply ${tag}`,
        parent_id: comment.id,
      });
      expect(reply.status).toBe(201);
      const webhook = (await live.post("/v1/webhooks", { url: "http://localhost:9/hook", events: ["*"] })).json;
      expect((await live.post(`/v1/webhooks/${webhook.id}/test`)).status).toBeLessThan(300);
      const deliveries = (await live.get(`/v1/webhooks/${webhook.id}/deliveries`)).json.deliveries;
      // Parked, so that no retry moves a live row while the walk compares them.
      expect((await live.patch(`/v1/webhooks/${webhook.id}`, { status: "disabled" })).status).toBe(200);
      const ban = (await live.post(`/v1/sites/${owner.site_id}/bans`, { email, reason: `bans ${email}` })).json;
      const secrets = (await live.get(`/v1/sites/${owner.site_id}/sso-secrets`)).json.sso_secrets;
      const imported = await importFile(
        baseUrl,
        owner.api_keys.live,
        owner.site_id,
        readFileSync("tests/fixtures/imports/disqus-sample.xml"),
        { format: "disqus" },
      );
      expect(imported.status).toBe("succeeded");
      const events = (await live.get("/v1/events?limit=1")).json.events;
      Object.assign(ids, {
        site_id: owner.site_id,
        comment_id: comment.id,
        thread_id: comment.thread_id,
        webhook_id: webhook.id,
        delivery_id: deliveries[0].id,
        ban_id: ban.id,
        secret_id: secrets[0].id,
        import_id: imported.id,
        event_id: events[0].id,
      });
      markers = [
        comment.id,
        reply.json.id,
        comment.thread_id,
        comment.author_id,
        webhook.id,
        deliveries[0].id,
        ban.id,
        imported.id,
        events[0].id,
        `Live words ${tag}`,
        `Live reply ${tag}`,
        `Marker Reader ${tag}`,
        email,
      ];
    });

    // The input each operation needs, so that validation never answers in place of the test-key rule.
    const query: Record<string, () => string> = {
      site_id: () => owner.site_id,
      thread_url: () => page,
      email: () => email,
      voter_id: () => "walker",
      format: () => "threadline",
    };
    const bodies: Record<string, () => unknown> = {
      "post /v1/comments": () => ({
        site_id: owner.site_id,
        thread_url: page,
        content: "x",
        parent_id: ids.comment_id,
      }),
      "patch /v1/comments/{comment_id}": () => ({ content: "defaced" }),
      "post /v1/comments/{comment_id}/moderation": () => ({ action: "reject" }),
      "post /v1/comments/{comment_id}/flag": () => ({ voter_id: "walker", reason: "spam" }),
      "post /v1/comments/{comment_id}/upvote": () => ({ voter_id: "walker" }),
      "put /v1/comments/{comment_id}/reactions/{name}": () => ({ voter_id: "walker" }),
      "post /v1/comments/preview": () => ({ site_id: owner.site_id, content: "**preview**" }),
      "post /v1/moderation/bulk": () => ({ comment_ids: [ids.comment_id], action: "spam" }),
      "patch /v1/threads/{thread_id}": () => ({ locked: true, title: "Test title" }),
      "post /v1/sites": () => ({ name: "Test site", domains: ["test.example.com"] }),
      "patch /v1/sites/{site_id}": () => ({ name: "Hijacked", domains: ["evil.example"] }),
      "post /v1/sites/{site_id}/bans": () => ({ email: "victim@example.com" }),
      "post /v1/sites/{site_id}/reader-data/erase": () => ({ email }),
      "post /v1/mail-suppressions": () => ({ email: "bounced@example.com", reason: "bounce" }),
      "post /v1/webhooks": () => ({ url: "http://localhost:9/test-hook", events: ["*"] }),
      "patch /v1/webhooks/{webhook_id}": () => ({ url: "http://localhost:9/stolen", status: "enabled" }),
      "post /v1/auth/session/data-request": () => ({ kind: "export" }),
      "patch /v1/notifications/settings": () => ({ site_id: owner.site_id, frequency: "never" }),
      "put /v1/follows": () => ({ site_id: owner.site_id, thread_url: page }),
      "post /v1/auth/magic-link": () => ({ site_id: owner.site_id, email, thread_url: page }),
      "post /v1/auth/session/exchange": () => ({ code: "xc_walker" }),
      "post /v1/auth/sso": () => ({ site_id: owner.site_id, identity_token: "not.a.token" }),
      // Test data only: whatever the file holds, it is imported in test mode.
      "post /v1/sites/{site_id}/imports": () => `${JSON.stringify({ type: "thread", id: "t1", url: page })}\n`,
    };

    async function call(
      client: Client,
      method: string,
      path: string,
      operation: Operation,
    ): Promise<{ status: number; json: { code?: string }; text: string; sent: string }> {
      const url = new URL(
        path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? `missing-${name}`),
        baseUrl,
      );
      const params =
        (operation as { parameters?: { name: string; in: string; required?: boolean }[] }).parameters ?? [];
      for (const param of params.filter((p) => p.in === "query")) {
        if (param.required)
          expect(query[param.name], `the walk needs a value for ${param.name} of ${method} ${path}`).toBeDefined();
        if (query[param.name]) url.searchParams.set(param.name, query[param.name]!());
      }
      const key = `${method} ${path}`;
      if (operation.requestBody) expect(bodies[key], `the walk needs a body for ${key}`).toBeDefined();
      const body = bodies[key]?.();
      const target = `${url.pathname}${url.search}`;
      if (path.endsWith("/stream")) {
        // A stream stays open: its status and headers answer, then the walk hangs up.
        const abort = new AbortController();
        const response = await fetch(new URL(target, baseUrl), {
          headers: client === guest ? { Origin: origin } : { "X-API-Key": owner.api_keys.test },
          signal: abort.signal,
        });
        abort.abort();
        return { status: response.status, json: {}, text: "", sent: target };
      }
      // What the request itself named (an id in its path or body) may come back in a problem's detail.
      const sent = `${target} ${typeof body === "string" ? body : JSON.stringify(body ?? null)}`;
      if (typeof body === "string")
        return { ...(await client.post(target, body, { "Content-Type": "application/x-ndjson" })), sent };
      const fns = { get: client.get, delete: client.del, post: client.post, put: client.put, patch: client.patch };
      const res =
        method === "get" || method === "delete"
          ? await fns[method](target)
          : await fns[method as "post" | "put" | "patch"](target, body);
      return { ...res, sent };
    }

    it("answers every operation as its x-test-keys rule says, shows nothing live and changes nothing live", async () => {
      const document = (await guest.get("/v1/openapi.json")).json as {
        paths: Record<string, Record<string, Operation>>;
      };
      const walked: string[] = [];
      for (const [path, methods] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          if (!operation.security?.length) continue;
          const rule = operation["x-test-keys"];
          const what = `${method.toUpperCase()} ${path} (${rule})`;
          expect(["own-mode", "shared-read", "live-only", "public"], `${what} declares no rule`).toContain(rule);
          const before = await liveSnapshot(databaseUrl, owner.site_id, owner.account_id);
          const res = await call(test, method, path, operation);
          expect(await liveSnapshot(databaseUrl, owner.site_id, owner.account_id), `${what} changed live data`).toBe(
            before,
          );
          const shown = res.text;
          if (rule === "live-only") {
            expect(res.status, `${what}: ${shown}`).toBe(403);
            expect(res.json.code).toBe("live_mode_required");
          } else if (rule === "public") {
            // No more than a guest gets: the same answer, and no live marker a guest would not see.
            const asGuest = await call(guest, method, path, operation);
            expect(res.status, what).toBe(asGuest.status);
            for (const marker of markers)
              if (shown.includes(marker)) expect(asGuest.text, `${what} shows ${marker}`).toContain(marker);
          } else {
            for (const marker of markers.filter((m) => !res.sent.includes(m)))
              expect(shown, `${what} shows ${marker}`).not.toContain(marker);
            // A path naming a live object (beyond the shared site) finds nothing for a test key.
            if (rule === "own-mode" && /\{(?!site_id\})\w+_id\}/.test(path))
              expect(res.status, `${what}: ${shown}`).toBe(404);
            if (rule === "shared-read") expect(res.status, `${what}: ${shown}`).toBe(method === "get" ? 200 : 403);
            expect(res.status, `${what}: ${shown}`).toBeLessThan(500);
          }
          walked.push(what);
        }
      }
      expect(walked.length).toBeGreaterThanOrEqual(50);
    });
  },
);
