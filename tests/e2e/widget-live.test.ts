// Live updates in the widget: two readers on one thread, a comment from one (or from the API, or
// approved by a moderator) waits behind "1 new comment" in the other, votes change in place, and a
// widget that cannot stream polls instead.
import { describe, expect, it } from "vitest";

import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { widgetFixture } from "./support/widget-fixture";

// Half the widget's 30-second poll: what shows this soon came through the stream, on a loaded machine too.
const liveWithin = 15_000;

describe.skipIf(!findChromium())("the widget's live updates", () => {
  const session = launchBrowser();
  const w = widgetFixture(session);

  it("shows another reader's comment behind '1 new comment', never moving the thread, and the author's once", async () => {
    const site = await w.newSite({ embed: { guest_name_required: true } });
    const url = site.page();
    await site.comment(url, "The first word", { author_name: "Opener" });
    const writer = await w.open(url);
    const reader = await w.open(url);
    // Both streams are open once the server counts them; a comment posted before would be read anyway.
    await writer.locator("#threadline-comments").getByLabel("Your name").fill("Writer");
    await writer
      .locator("#threadline-comments")
      .getByRole("textbox", { name: "Your comment" })
      .fill("Hello from the other tab");
    await writer.locator("#threadline-comments").getByRole("button", { name: "Post comment" }).click();
    await w.article(writer, "Writer").waitFor();

    const fresh = reader.locator("#threadline-comments").getByRole("button", { name: "1 new comment" });
    await fresh.waitFor({ timeout: liveWithin });
    // Not inserted until asked for: the reader's place in the thread stays.
    await expect.poll(() => w.article(reader, "Writer").count()).toBe(0);
    await expect.poll(() => reader.locator("#threadline-comments h2").textContent()).toBe("2 comments");
    await fresh.click();
    await w.article(reader, "Writer").waitFor();
    await expect
      .poll(() => reader.locator("#threadline-comments article").first().getAttribute("aria-label"))
      .toBe("Writer");
    await expect.poll(() => fresh.count()).toBe(0);

    // The writer's own comment came back on the stream too, and is still shown once.
    await expect.poll(() => w.article(writer, "Writer").count()).toBe(1);
    await expect
      .poll(() =>
        writer
          .locator("#threadline-comments")
          .getByRole("button", { name: /new comment/ })
          .count(),
      )
      .toBe(0);
  });

  it("brings comments from the API and from the moderation queue, replies in place, votes and removals", async () => {
    const site = await w.newSite({ moderation: { mode: "none" } });
    const url = site.page();
    const parent = await site.comment(url, "Reply to me", { author_name: "Parent" });
    const page = await w.open(url);
    const widget = page.locator("#threadline-comments");

    await site.comment(url, "From the integration", { author_name: "Backend" });
    await widget.getByRole("button", { name: "1 new comment" }).waitFor({ timeout: liveWithin });

    await site.configure({ moderation: { mode: "all" } });
    const held = await site.comment(url, "Waiting for a moderator", { author_name: "Held" });
    const approved = await w.api.post(`/v1/comments/${held.id}/moderation`, { action: "approve" });
    expect(approved.status).toBe(200);
    await widget.getByRole("button", { name: "2 new comments" }).waitFor({ timeout: liveWithin });
    await site.configure({ moderation: { mode: "none" } });

    // A reply to a comment on the page appears under it at once.
    await site.comment(url, "A reply in place", { author_name: "Replier", parent_id: parent.id });
    await w.article(page, "Replier").waitFor({ timeout: liveWithin });

    await w.api.post(`/v1/comments/${parent.id}/upvote`, { voter_id: "someone" });
    await w.article(page, "Parent").getByRole("button", { name: "Upvote 1" }).waitFor({ timeout: liveWithin });

    const removed = await w.api.post(`/v1/comments/${parent.id}/moderation`, { action: "reject" });
    expect(removed.status).toBe(200);
    await w.article(page, "Parent").waitFor({ state: "detached", timeout: liveWithin });
  });

  it("polls quietly when it cannot stream", async () => {
    const site = await w.newSite();
    const url = site.page();
    await site.comment(url, "Before", { author_name: "Early" });
    const context = await w.newContext();
    // The stream is refused (as by a proxy that does not pass it): EventSource gives up at once.
    await context.route(/\/v1\/comments\/stream/, (route) => route.fulfill({ status: 503, body: "no streams here" }));
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(url);
    await w.ready(page);
    await site.comment(url, "After", { author_name: "Late" });
    const polled = page.waitForResponse((response) => /\/v1\/comments\?/.test(response.url()));
    await page.clock.runFor(31_000);
    await polled;
    await page
      .locator("#threadline-comments")
      .getByRole("button", { name: "1 new comment" })
      .waitFor({ timeout: liveWithin });
    // Quietly: no error shown anywhere.
    await expect.poll(() => page.locator("#threadline-comments [role=alert]:not(:empty)").count()).toBe(0);
  });
});
