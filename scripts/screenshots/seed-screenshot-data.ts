import { queryDatabase } from "../../tests/support/query-database";
import { runCli } from "../../tests/support/run-cli";
import type { ScreenshotEnv } from "./screenshot-env";

let seeded: Promise<void> | undefined;

async function seed(env: ScreenshotEnv): Promise<void> {
  const [site] = await queryDatabase(env.databaseUrl, `SELECT "accountId" FROM "Site" WHERE "id" = $1`, [env.siteId]);
  const accountId = String(site!.accountId);
  const { stdout } = await runCli(env.databaseUrl, [
    "keys",
    "create",
    "--account",
    accountId,
    "--mode",
    "live",
    "--name",
    "Screenshots",
    "--json",
  ]);
  const key = (JSON.parse(stdout) as { key: string }).key;
  const call = (method: string, path: string, body: unknown) =>
    fetch(`${env.baseUrl}${path}`, {
      method,
      headers: { "X-API-Key": key, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`${method} ${path} answered ${r.status}: ${await r.text()}`);
    });
  await call("PATCH", `/v1/sites/${env.siteId}`, { moderation: { mode: "all" } });
  const thread = "https://fieldnotes.example.com/2026/11/winter-birds";
  await call("POST", "/v1/comments", {
    site_id: env.siteId,
    thread_url: thread,
    author_name: "Maren",
    content: "The **waxwings** came back to the rowan by the station this morning, about forty of them.",
  });
  await call("POST", "/v1/comments", {
    site_id: env.siteId,
    thread_url: thread,
    author_name: "Tomás",
    content: "Lovely notes. Do you have a list of the [feeders](https://fieldnotes.example.com/feeders) you mention?",
  });
  // Obvious spam, so the queue's shot shows a card's spam score and its "Likely spam" badge.
  await call("POST", "/v1/comments", {
    site_id: env.siteId,
    thread_url: thread,
    author_name: "Deals4U",
    content: "Check out my channel and subscribe please!! Free gift cards at http://free-gifts.example.com",
  });
  await call("POST", "/v1/webhooks", {
    url: "https://hooks.fieldnotes.example.com/threadline",
    description: "Newsletter sync",
    events: ["comment.created", "comment.approved"],
  });
  // Two stopped addresses, as a mail provider's webhook would report them, for Settings → Notifications.
  await call("POST", "/v1/mail-suppressions", { email: "old-address@example.net", reason: "bounce" });
  await call("POST", "/v1/mail-suppressions", { email: "not-interested@example.org", reason: "complaint" });
  await runCli(env.databaseUrl, [
    "members",
    "invite",
    "--account",
    accountId,
    "--email",
    "moderator@example.com",
    "--role",
    "moderator",
  ]);
}

/** Gives the screenshots' account something to show (once per run): pending comments (one likely spam), a webhook endpoint, a moderator, stopped addresses. */
export function seedScreenshotData(env: ScreenshotEnv): Promise<void> {
  seeded ??= seed(env);
  return seeded;
}
