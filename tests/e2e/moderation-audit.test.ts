import { randomBytes } from "node:crypto";

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { testServers } from "../support/test-servers";
import { dashboardFixture, type DashboardAccount } from "./support/dashboard-fixture";
import { findChromium } from "./support/find-chromium";
import { inviteModerator } from "./support/invite-moderator";
import { launchBrowser } from "./support/launch-browser";

const server = testServers().find((s) => s.name === "sqlite")!;
const unique = () => randomBytes(4).toString("hex");

describe.skipIf(!findChromium())("comment history and the audit log", () => {
  const session = launchBrowser();
  const fx = dashboardFixture(session, server);

  /** An account whose site (on its own domain) holds every comment. */
  async function moderatedSite(): Promise<DashboardAccount & { origin: string; page: () => string }> {
    const owner = await fx.newAccount();
    const domain = `audit-${unique()}.example.com`;
    expect(
      (await owner.api.patch(`/v1/sites/${owner.site_id}`, { domains: [domain], moderation: { mode: "all" } })).status,
    ).toBe(200);
    return { ...owner, origin: `https://${domain}`, page: () => `https://${domain}/post-${unique()}` };
  }

  /** Invites a moderator limited to `siteIds` (all sites when empty). */
  const moderatorOf = (account: DashboardAccount, siteIds: string[]) =>
    inviteModerator(server.databaseUrl, account.account_id, siteIds);

  const entries = (page: Page) => page.getByTestId("audit-entry");

  async function filterBy(page: Page, label: string) {
    await page.getByLabel("Moderator").selectOption({ label });
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/actor=/);
    await page.getByRole("heading", { level: 1, name: "Audit log" }).waitFor();
  }

  it("shows a comment's automatic hold at creation and then a member's reject with its reason, oldest first", async () => {
    const site = await moderatedSite();
    const comment = (
      await site.api.post("/v1/comments", {
        site_id: site.site_id,
        thread_url: site.page(),
        content: "Is this **on topic**?",
        author_name: "Backend",
      })
    ).json;

    const { page } = await fx.signedIn(site.email);
    await fx.open(page, `/moderation/comments/${comment.id}`);
    const history = page.getByTestId("history-entry");
    await expect
      .poll(() => history.allTextContents())
      .toEqual([
        expect.stringMatching(/^Held for review \(pending → pending\)Automatic · .*Reason: site holds every comment$/),
      ]);
    await expect.poll(() => page.locator("strong").filter({ hasText: "on topic" }).count()).toBe(1);
    await fx.scanBothSchemes(page);

    // The author drawer, one link away: reject all of the author's pending comments, with a reason.
    await page.getByRole("link", { name: "The author" }).click();
    await page.getByRole("heading", { level: 1, name: "Backend" }).waitFor();
    await page.getByRole("button", { name: "Reject all 1 pending" }).click();
    await page.getByRole("alertdialog").getByLabel("Reason (optional)").fill("Off topic");
    await page.getByRole("alertdialog").getByRole("button", { name: "Reject all 1 pending" }).click();
    await page.getByRole("alertdialog").waitFor({ state: "detached" });

    const phone = await fx.signedIn(site.email, { width: "mobile" });
    await fx.open(phone.page, `/moderation/comments/${comment.id}`);
    const rows = phone.page.getByTestId("history-entry");
    await rows.nth(1).waitFor();
    await expect
      .poll(() => rows.nth(1).textContent())
      .toMatch(new RegExp(`^Rejected \\(pending → rejected\\)${site.email} · .*Reason: Off topic$`));
    await phone.page.getByText("rejected", { exact: true }).first().waitFor();
    const widths = await phone.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    await fx.scanBothSchemes(phone.page);
  });

  it("lists moderation and ban actions newest first, filtered by moderator; a moderator limited to site A sees site A only", async () => {
    const site = await moderatedSite();
    const siteB = (await site.api.post("/v1/sites", { name: "Site B", domains: [`b-${unique()}.example.com`] })).json
      .id as string;
    const guest = apiClient(server.baseUrl, undefined, { ip: randomIp(), origin: site.origin });
    const onA = (
      await guest.post(`/v1/comments?site_id=${site.site_id}`, {
        site_id: site.site_id,
        thread_url: site.page(),
        content: "Cheap pills",
        author_name: "Spammer",
      })
    ).json;
    const onB = (
      await site.api.post("/v1/comments", {
        site_id: siteB,
        thread_url: `https://b.example.com/${unique()}`,
        content: "On B",
        author_name: "Bea",
      })
    ).json;
    expect((await site.api.post(`/v1/comments/${onB.id}/moderation`, { action: "spam" })).status).toBe(200);

    // A moderator of site A bans the guest's IP from the author drawer.
    const moderator = await moderatorOf(site, [site.site_id]);
    const mod = await fx.signedIn(moderator);
    await fx.open(mod.page, `/moderation/author?comment=${onA.id}&ban=1`);
    await mod.page.getByLabel("Reason (optional)").first().fill("Spam wave");
    await mod.page.getByRole("button", { name: "Ban", exact: true }).click();
    await mod.page.getByTestId("author-ban").waitFor();

    // The owner sees everything: the ban, the API's decision, the automatic hold; newest first.
    const { page } = await fx.signedIn(site.email);
    await fx.open(page, "/moderation");
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Audit log" }).click();
    await page.getByRole("heading", { level: 1, name: "Audit log" }).waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Audit log" }).getAttribute("aria-current")).toBe("page");
    const all = await entries(page).allTextContents();
    expect(all).toEqual([
      expect.stringMatching(
        new RegExp(`^ban${moderator}.* UTC· My siteBanned IP IP of a comment by Spammer until .*Reason: Spam wave$`),
      ),
      expect.stringMatching(
        /^moderationAPI key …\w{4} \(bootstrap\).* UTC· Site BMarked as spam a comment by Bea \(approved → spam\)/,
      ),
      expect.stringMatching(
        /^moderationAutomatic.* UTC· My siteHeld for review a comment by Spammer \(pending → pending\).*Reason: site holds every comment$/,
      ),
    ]);
    await fx.scanBothSchemes(page);

    await filterBy(page, moderator);
    await expect.poll(() => entries(page).allTextContents()).toEqual([expect.stringContaining("Spam wave")]);
    await filterBy(page, "Automatic");
    await expect
      .poll(() => entries(page).allTextContents())
      .toEqual([expect.stringContaining("Held for review a comment by Spammer")]);
    await filterBy(page, "API");
    await expect
      .poll(() => entries(page).allTextContents())
      .toEqual([expect.stringContaining("Marked as spam a comment by Bea")]);
    await page.getByLabel("Site").selectOption({ label: "My site" });
    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByText("No action matches these filters.").waitFor();
    await fx.scanBothSchemes(page);

    // The limited moderator: site A's entries only, no site filter, and site B by URL is not found.
    await fx.open(mod.page, "/moderation/audit");
    await expect.poll(() => entries(mod.page).count()).toBe(2);
    await expect.poll(() => mod.page.getByText("Site B").count()).toBe(0);
    await expect.poll(() => mod.page.getByLabel("Site").count()).toBe(0);
    await fx.open(mod.page, `/moderation/audit?site=${siteB}`);
    await mod.page.getByText("No such site in your audit log").waitFor();
    await fx.scanBothSchemes(mod.page);
  });

  it("pages a long log by cursor, at 375 px", async () => {
    const site = await moderatedSite();
    for (let n = 1; n <= 26; n++) {
      const made = await site.api.post(`/v1/sites/${site.site_id}/bans`, { email: `troll${n}@example.org` });
      expect(made.status).toBe(201);
      expect((await site.api.del(`/v1/sites/${site.site_id}/bans/${made.json.id}`)).status).toBe(204);
    }
    const { page } = await fx.signedIn(site.email, { width: "mobile" });
    await fx.open(page, "/moderation/audit");
    await expect.poll(() => entries(page).count()).toBe(50);
    await expect
      .poll(() => entries(page).first().textContent())
      .toContain("Lifted the ban on e-mail troll26@example.org");
    await page.getByRole("link", { name: "Older entries" }).click();
    await page.waitForURL(/after=/);
    await entries(page).nth(1).waitFor();
    await expect
      .poll(() => entries(page).allTextContents())
      .toEqual([expect.stringContaining("troll1@example.org"), expect.stringContaining("troll1@example.org")]);
    await expect.poll(() => page.getByRole("link", { name: "Older entries" }).count()).toBe(0);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    await fx.scanBothSchemes(page);
  });
});
