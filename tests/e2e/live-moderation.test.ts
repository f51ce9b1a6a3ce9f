// From the moderation queue to a reader's open page, live: a moderator approves a held comment in
// the dashboard, and the widget open on the thread shows it behind "1 new comment"; the open queue
// itself learns of the next held comment through the account stream.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testServers } from "../support/test-servers";
import { buildWidgetPage } from "./support/build-widget-page";
import { dashboardFixture } from "./support/dashboard-fixture";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { startHostPage, type HostPage } from "./support/start-host-page";

const server = testServers().find((s) => s.name === "sqlite")!;

describe.skipIf(!findChromium())("live from the moderation queue to the widget", () => {
  const session = launchBrowser();
  const fx = dashboardFixture(session, server);
  let host: HostPage;
  beforeAll(async () => (host = await startHostPage(server.baseUrl)));
  afterAll(async () => await host?.stop());

  it("shows a comment approved in the queue on the reader's open page, and a new held one in the open queue", async () => {
    const owner = await fx.newAccount();
    expect((await owner.api.patch(`/v1/sites/${owner.site_id}`, { moderation: { mode: "all" } })).status).toBe(200);
    const url = host.serve(
      `/live-${Date.now()}`,
      buildWidgetPage(`${server.baseUrl}/embed.js`, { "site-id": owner.site_id }),
    );
    // The thread is the page itself (no data-thread-url): its address, as the widget sends it.
    const held = await owner.api.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: url,
      content: "Worth approving",
      author_name: "Held Reader",
    });
    expect(held.json.status).toBe("pending");

    const reader = await (await session.newContext({ colorScheme: "light" })).newPage();
    await reader.goto(url);
    await reader.locator("#threadline-comments .w:not([aria-busy])").waitFor();
    await reader.locator("#threadline-comments").getByText("No comments yet. Start the conversation.").waitFor();

    const { page: queue } = await fx.signedIn(owner.email);
    await fx.open(queue, "/moderation");
    const card = queue.getByTestId("queue-card").filter({ hasText: "Worth approving" });
    await card.getByRole("button", { name: "Approve" }).click();
    await card.waitFor({ state: "detached" });

    await reader.locator("#threadline-comments").getByRole("button", { name: "1 new comment" }).waitFor();
    await reader.locator("#threadline-comments").getByRole("button", { name: "1 new comment" }).click();
    await reader.getByRole("article", { name: "Held Reader" }).waitFor();

    // The open queue hears of the next held comment through its stream and offers it, without moving.
    // A fresh queue page first: emptying a page reloads it, and a reload that lands after the next
    // comment would list that comment rather than offer it.
    await fx.open(queue, "/moderation");
    await queue.getByText("Nothing here").waitFor();
    await owner.api.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: url,
      content: "Another one to look at",
      author_name: "Second",
    });
    await queue.getByRole("button", { name: /1 new comment/ }).waitFor();
  });
});
