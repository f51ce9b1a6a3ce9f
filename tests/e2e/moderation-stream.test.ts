// The dashboard's account stream: a signed-in member's browser hears of new pending comments and
// other moderators' decisions at once, on the member's sites only; without a session it hears nothing.
import { randomBytes } from "node:crypto";

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { testServers } from "../support/test-servers";
import { dashboardFixture } from "./support/dashboard-fixture";
import { findChromium } from "./support/find-chromium";
import { inviteModerator } from "./support/invite-moderator";
import { launchBrowser } from "./support/launch-browser";

const server = testServers().find((s) => s.name === "sqlite")!;
const unique = () => randomBytes(4).toString("hex");

/** Opens the account stream in the page and collects its events on window.__queue. */
async function listen(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const events: Array<{ type: string; data: unknown }> = [];
        (window as unknown as { __queue: typeof events }).__queue = events;
        const source = new EventSource("/moderation/stream");
        for (const type of ["queue.added", "queue.flagged", "queue.decided", "queue.changed", "comment.published"]) {
          source.addEventListener(type, (event) =>
            events.push({ type, data: JSON.parse((event as MessageEvent<string>).data) }),
          );
        }
        source.onopen = () => resolve();
        source.onerror = () => reject(new Error("the account stream did not open"));
      }),
  );
}

const heard = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __queue: Array<{ type: string; data: { id: string; status: string } }> }).__queue,
  );

describe.skipIf(!findChromium())("the moderation queue's account stream", () => {
  const session = launchBrowser();
  const fx = dashboardFixture(session, server);

  it("tells a moderator of new pending comments and decisions on their sites only", async () => {
    const owner = await fx.newAccount();
    const other = (
      await owner.api.post("/v1/sites", {
        name: "Other site",
        domains: [`other-${unique()}.example.com`],
        moderation: { mode: "all" },
      })
    ).json;
    expect((await owner.api.patch(`/v1/sites/${owner.site_id}`, { moderation: { mode: "all" } })).status).toBe(200);
    const email = await inviteModerator(server.databaseUrl, owner.account_id, [owner.site_id]);
    const { page } = await fx.signedIn(email);
    await fx.open(page, "/moderation");
    await listen(page);

    const elsewhere = await owner.api.post("/v1/comments", {
      site_id: other.id,
      thread_url: "https://elsewhere.example.com/p",
      content: "not for this moderator",
    });
    const mine = await owner.api.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: "https://localhost/p",
      content: "for this moderator",
    });
    expect([elsewhere.json.status, mine.json.status]).toEqual(["pending", "pending"]);
    await page.waitForFunction(
      (id) => (window as unknown as { __queue: Array<{ data: { id: string } }> }).__queue.some((e) => e.data.id === id),
      mine.json.id,
    );

    // Another moderator's decision arrives too.
    expect((await owner.api.post(`/v1/comments/${mine.json.id}/moderation`, { action: "approve" })).status).toBe(200);
    await page.waitForFunction(() =>
      (window as unknown as { __queue: Array<{ type: string }> }).__queue.some((e) => e.type === "queue.decided"),
    );
    const events = await heard(page);
    expect(events.map((e) => [e.type, e.data.id, e.data.status])).toEqual([
      ["queue.added", mine.json.id, "pending"],
      ["queue.decided", mine.json.id, "approved"],
    ]);
    expect(JSON.stringify(events)).not.toContain(elsewhere.json.id);
  });

  it("answers a visitor without a session with the sign-in page, not a stream", async () => {
    const response = await fetch(`${server.baseUrl}/moderation/stream`, { redirect: "manual" });
    expect(response.headers.get("content-type") ?? "").not.toContain("text/event-stream");
    expect([302, 303, 307, 308]).toContain(response.status);
    await response.body?.cancel();
  });
});
