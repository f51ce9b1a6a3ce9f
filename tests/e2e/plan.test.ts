import { describe, expect, it } from "vitest";

import { buildMember } from "../support/factories";
import { testServers } from "../support/test-servers";
import { dashboardFixture } from "./support/dashboard-fixture";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";

const server = testServers().find((s) => s.name === "sqlite")!;

describe.skipIf(!findChromium())("the plan's limits in the dashboard", () => {
  const session = launchBrowser();
  const { newAccount, signedIn, open, scanBothSchemes } = dashboardFixture(session, server);

  it("shows meters of sites, members and this month's comments, warns from 80 %, and refuses a site or a member at the limit", async () => {
    const owner = await newAccount();
    for (const name of ["Second", "Third"]) {
      const created = await owner.api.post("/v1/sites", { name, domains: [`${name.toLowerCase()}.example.com`] });
      expect(created.status).toBe(201);
    }
    await buildMember(server.databaseUrl, { accountId: owner.account_id, email: `mod-${Date.now()}@example.com` });
    for (const content of ["one", "two", "three"]) {
      await owner.api.post("/v1/comments", {
        site_id: owner.site_id,
        thread_url: "https://localhost/post",
        content,
      });
    }
    // Earlier months do not count: tests/db/overview-figures.test.ts seeds comments across months.
    const { page } = await signedIn(owner.email);
    await open(page, "/settings/plan");
    const meter = (name: string) => page.getByRole("meter", { name, exact: true });
    await expect.poll(() => meter("Sites").getAttribute("aria-valuetext")).toBe("3 of 3 sites");
    await expect.poll(() => meter("Members").getAttribute("aria-valuetext")).toBe("2 of 3 members");
    await expect.poll(() => meter("Comments this month").getAttribute("aria-valuetext")).toBe("3 of 5,000 comments");
    await expect.poll(() => meter("Sites").getAttribute("aria-valuemax")).toBe("3");
    // At the limit: said at the top of the page, in words.
    const warnings = page.getByTestId("plan-warning");
    await expect
      .poll(() => warnings.allTextContents())
      .toEqual(["You have used 3 of 3 sites: a new site is refused until the plan is larger."]);
    await page.getByText("Comments are never refused for the monthly figure").waitFor();
    await scanBothSchemes(page);

    // Every page of the dashboard says it at the top, with the way to the plan.
    await open(page, "/sites/new");
    const banner = page.getByRole("region", { name: "Plan limits" });
    await banner.getByText("You have used 3 of 3 sites").waitFor();
    await expect.poll(() => banner.getByRole("link").getAttribute("href")).toBe("/settings/plan");
    await page.getByLabel("Name").fill("Fourth");
    await page.getByLabel("Domains").fill("fourth.example.com");
    await page.getByRole("button", { name: "Create site" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "The free plan includes 3 sites at most" });
    await refusal.waitFor();
    await expect
      .poll(() => refusal.getByRole("link", { name: "See the plan" }).getAttribute("href"))
      .toBe("/settings/plan");
    await scanBothSchemes(page);

    // Members: the third is taken, the fourth refused under the address.
    await open(page, "/settings/team");
    await banner.getByText("You have used 3 of 3 sites").waitFor();
    const address = page.getByRole("textbox", { name: "E-mail address" });
    await address.fill(`third-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByText(/^Invitation sent to third-/).waitFor();
    await address.fill(`fourth-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Send invitation" }).click();
    const memberRefusal = page.getByRole("alert").filter({ hasText: "The free plan includes 3 members at most" });
    await memberRefusal.waitFor();
    await expect.poll(() => memberRefusal.getByRole("link", { name: "See the plan" }).count()).toBe(1);
    await scanBothSchemes(page);

    await open(page, "/settings/plan");
    await expect.poll(() => meter("Members").getAttribute("aria-valuetext")).toBe("3 of 3 members");
    await expect.poll(() => warnings.count()).toBe(2);
  });
});
