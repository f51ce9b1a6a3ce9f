import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { testServers } from "../support/test-servers";
import { dashboardFixture, type DashboardAccount } from "./support/dashboard-fixture";
import { findChromium } from "./support/find-chromium";
import { inviteModerator } from "./support/invite-moderator";
import { launchBrowser } from "./support/launch-browser";
import { captureNextAction, replayAction } from "./support/replay-action";

const server = testServers().find((s) => s.name === "sqlite")!;

/** Posts a comment on a page of the account's site through the API, making its thread on the first one. */
async function comment(owner: DashboardAccount, url: string): Promise<{ thread_id: string }> {
  const res = await owner.api.post("/v1/comments", { site_id: owner.site_id, thread_url: url, content: `On ${url}` });
  if (res.status !== 201) throw new Error(`comment not created: ${res.status} ${res.text}`);
  return res.json;
}

const rows = (page: Page) => page.getByTestId("thread-row");

// Outside CI a machine without Chromium skips these; in CI findChromium() throws, so they fail.
describe.skipIf(!findChromium())("a site's Threads tab", () => {
  const session = launchBrowser();
  const { newAccount, signedIn, open, scanBothSchemes } = dashboardFixture(session, server);

  it("lists the pages latest activity first, pages, searches by URL or title, and locks and unlocks", async () => {
    const owner = await newAccount();
    const threadOf = new Map<number, string>();
    for (let n = 1; n <= 22; n++) threadOf.set(n, (await comment(owner, `https://example.com/posts/${n}`)).thread_id);
    // A second comment on post 7 makes it the latest activity; post 3 gets a title.
    await comment(owner, "https://example.com/posts/7");
    await owner.api.patch(`/v1/threads/${threadOf.get(3)}`, { title: "Hello Title" });

    const { page } = await signedIn(owner.email);
    await open(page, `/sites/${owner.site_id}`);
    await page.getByRole("navigation", { name: "Site settings" }).getByRole("link", { name: "Threads" }).click();
    await page.waitForURL(`${server.baseUrl}/sites/${owner.site_id}/threads`);
    await expect.poll(() => rows(page).count()).toBe(20);
    await expect.poll(() => page.getByText("22 threads", { exact: true }).count()).toBe(1);
    const first = rows(page).first();
    await expect
      .poll(() => first.getByRole("link", { name: /^https:\/\/example\.com\/posts\/7 / }).getAttribute("href"))
      .toBe("https://example.com/posts/7");
    await expect.poll(() => first.textContent()).toContain("2 published comments");
    await expect
      .poll(() => first.getByRole("link", { name: /^2 published comments/ }).getAttribute("href"))
      .toBe(`/moderation?tab=all&site=${owner.site_id}&thread=${threadOf.get(7)}`);
    await expect.poll(() => first.locator("time").getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await scanBothSchemes(page);

    // The second page holds the two oldest.
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    await expect
      .poll(() => rows(page).allTextContents())
      .toEqual([expect.stringContaining("example.com/posts/2"), expect.stringContaining("example.com/posts/1")]);

    // By URL: posts/1 and posts/10 to posts/19.
    const search = page.getByRole("searchbox", { name: "Search by URL or title" });
    await search.fill("posts/1");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=posts%2F1/);
    await expect.poll(() => rows(page).count()).toBe(11);
    await expect.poll(() => page.getByText("11 threads match “posts/1”").count()).toBe(1);
    // By title, in any case: the row is named by its title.
    await search.fill("hello title");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await expect.poll(() => rows(page).first().textContent()).toContain("Hello Title");
    // Nothing matches: said so, with the way back to every page.
    await search.fill("no-such-page");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText("No page matches").waitFor();
    await expect.poll(() => rows(page).count()).toBe(0);
    await scanBothSchemes(page);
    await page.getByRole("link", { name: "Show every page" }).click();
    await expect.poll(() => rows(page).count()).toBe(20);

    // Lock post 7: the badge shows, the API agrees and a new comment is refused; then unlock.
    await first.getByRole("button", { name: /^Lock/ }).click();
    await page.getByText("Thread locked").waitFor();
    await expect.poll(() => first.getByText("Locked", { exact: true }).count()).toBe(1);
    await expect.poll(async () => (await owner.api.get(`/v1/threads/${threadOf.get(7)}`)).json.locked).toBe(true);
    const refused = await owner.api.post("/v1/comments", {
      site_id: owner.site_id,
      thread_url: "https://example.com/posts/7",
      content: "late",
    });
    expect(refused.json.code).toBe("thread_locked");
    await first.getByRole("button", { name: /^Unlock/ }).click();
    await page.getByText("Thread unlocked").waitFor();
    await expect.poll(() => first.getByText("Locked", { exact: true }).count()).toBe(0);
    await expect.poll(async () => (await owner.api.get(`/v1/threads/${threadOf.get(7)}`)).json.locked).toBe(false);
  });

  it("explains an empty list at 375 px, with the way to install the widget", async () => {
    const owner = await newAccount();
    const { page } = await signedIn(owner.email, { width: "mobile" });
    await open(page, `/sites/${owner.site_id}/threads`);
    await page.getByText("No pages yet").waitFor();
    await expect
      .poll(() => page.getByRole("link", { name: "Installation tab", exact: true }).getAttribute("href"))
      .toBe(`/sites/${owner.site_id}/installation`);
    await expect
      .poll(() => page.getByRole("link", { name: "Read how to add the widget" }).getAttribute("href"))
      .toBe("/docs/widget#the-snippet");
    // No list, so no search field either.
    await expect.poll(() => page.getByRole("searchbox").count()).toBe(0);
    await scanBothSchemes(page);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  });

  it("refuses a replayed lock for another account's thread, and a moderator's", async () => {
    const owner = await newAccount();
    const { thread_id: threadId } = await comment(owner, "https://example.com/replayed");
    const other = await newAccount();
    const { thread_id: otherThreadId } = await comment(other, "https://example.com/theirs");

    const { page } = await signedIn(owner.email);
    await open(page, `/sites/${owner.site_id}/threads`);
    const captured = captureNextAction(page);
    await rows(page).first().getByRole("button", { name: /^Lock/ }).click();
    const action = await captured;
    expect(action.args).toEqual([{ thread_id: threadId, locked: true }]);
    await page.getByText("Thread locked").waitFor();

    // The other account's owner sends the action with this account's thread: not found, nothing changes.
    const asOther = await signedIn(other.email);
    await expect(
      replayAction(asOther.context, action, [{ thread_id: threadId, locked: false }]),
    ).resolves.toMatchObject({
      ok: false,
      code: "thread_not_found",
    });
    // This account's owner cannot reach the other account's thread either.
    await expect(
      replayAction((await signedIn(owner.email)).context, action, [{ thread_id: otherThreadId, locked: true }]),
    ).resolves.toMatchObject({ ok: false, code: "thread_not_found" });
    // A moderator of this account, even of this very site, may not lock or unlock from here.
    const moderator = await inviteModerator(server.databaseUrl, owner.account_id, [owner.site_id]);
    const asModerator = await signedIn(moderator);
    await expect(
      replayAction(asModerator.context, action, [{ thread_id: threadId, locked: false }]),
    ).resolves.toMatchObject({ ok: false, code: "forbidden" });

    expect((await owner.api.get(`/v1/threads/${threadId}`)).json.locked).toBe(true);
    expect((await other.api.get(`/v1/threads/${otherThreadId}`)).json.locked).toBe(false);
  });
});
