import { describe, expect, it } from "vitest";

import { testServers } from "../support/test-servers";
import { dashboardFixture } from "./support/dashboard-fixture";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { card, holdEverything, newThread, postComment, waitForCount } from "./support/moderation-fixture";

const server = testServers().find((s) => s.name === "sqlite")!;

describe.skipIf(!findChromium())("bulk decisions in the moderation queue", () => {
  const session = launchBrowser();
  const { newAccount, signedIn, open, scanBothSchemes } = dashboardFixture(session, server);

  it("approves the selected comments of a page, and spams the whole page", async () => {
    const owner = await newAccount();
    await holdEverything(owner);
    const ids: string[] = [];
    for (let n = 1; n <= 5; n++) ids.push(await postComment(owner, `Bulk page comment ${n}`));
    const { page } = await signedIn(owner.email);
    await open(page, "/moderation");
    await card(page, "Bulk page comment 1").getByRole("checkbox").check();
    await card(page, "Bulk page comment 2").getByRole("checkbox").check();
    await page.getByRole("button", { name: "Approve 2" }).click();
    await card(page, "Bulk page comment 1").waitFor({ state: "detached" });
    await waitForCount(page, "pending", 3);
    await page.getByLabel("Select all on this page").check();
    await page.getByRole("button", { name: "Spam 3" }).click();
    await page.getByText("Nothing here").waitFor();
    // The cards leave at once; the server's answer is what says the decision is done.
    await page.getByRole("status").filter({ hasText: "Marked as spam 3 comments." }).waitFor();
    const statuses = await Promise.all(ids.map(async (id) => (await owner.api.get(`/v1/comments/${id}`)).json.status));
    expect(statuses).toEqual(["approved", "approved", "spam", "spam", "spam"]);
    await scanBothSchemes(page);
  });

  it("rejects everything matching a filter, 250 comments in steps with progress, and undoes it", async () => {
    const owner = await newAccount();
    await holdEverything(owner);
    const thread = newThread();
    for (let n = 1; n <= 250; n++) await postComment(owner, `Matching comment ${n}`, { thread_url: thread });
    const outside = await postComment(owner, "Not in the thread");
    const { page } = await signedIn(owner.email);
    await open(page, `/moderation?thread=${encodeURIComponent(thread)}`);
    await waitForCount(page, "pending", 250);
    await page.getByLabel("Select all on this page").check();
    await page.getByRole("button", { name: "Select all 250 matching this view" }).click();
    await page.getByText("All 250 matching this view selected").waitFor();
    await page.getByLabel("Reason for rejecting (optional)").fill("Brigading");
    await page.getByRole("button", { name: "Reject 250" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /of 250 done/ })
      .waitFor();
    await page.getByRole("status").filter({ hasText: "Rejected 250 comments." }).waitFor();
    await waitForCount(page, "rejected", 250);
    await waitForCount(page, "pending", 0);
    await expect(owner.api.get(`/v1/comments/${outside}`)).resolves.toMatchObject({ json: { status: "pending" } });
    const history = await owner.api.get(
      `/v1/comments/${(await owner.api.get(`/v1/moderation/queue?site_id=${owner.site_id}&status=rejected&per_page=1`)).json.comments[0].id}/moderation`,
    );
    expect(history.json.actions).toMatchObject([{ action: "hold" }, { action: "reject", reason: "Brigading" }]);

    // Undo from the toast, within its 10 seconds: all 250 back to pending.
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByRole("status").filter({ hasText: "Undone: 250 comments back as before." }).waitFor();
    await waitForCount(page, "pending", 250);
    await waitForCount(page, "rejected", 0);
    await scanBothSchemes(page);
  });
});
