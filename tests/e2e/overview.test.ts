import { describe, expect, it } from "vitest";

import { expectedOverview, seedOverviewAccount } from "../support/seed-overview-account";
import { testServers } from "../support/test-servers";
import { dashboardFixture } from "./support/dashboard-fixture";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { tabTo } from "./support/tab-to";

const server = testServers().find((s) => s.name === "sqlite")!;

describe.skipIf(!findChromium())(
  "the dashboard's overview: figures, periods, sites, the chart's table, the empty state",
  () => {
    const session = launchBrowser();
    const { newAccount, signedIn, open, scanBothSchemes } = dashboardFixture(session, server);

    it("shows a seeded account's figures over 7, 30 and 90 days and for one site, at 375 px in the dark", async () => {
      const owner = await newAccount();
      const { secondSiteId } = await seedOverviewAccount(server.databaseUrl, owner);
      const { page } = await signedIn(owner.email, { width: "mobile" });
      await page.emulateMedia({ colorScheme: "dark" });
      // Words and figures as a reader meets them, whatever the line breaks at 375 px.
      const text = async (testId: string) =>
        (await page.getByTestId(testId).first().innerText()).replace(/\s+/g, " ").trim();
      const threads = () =>
        page
          .getByTestId("busy-thread")
          .evaluateAll((rows) =>
            rows.map((row) => [
              row.querySelector("a span")?.textContent,
              Number(row.querySelector("[data-testid=busy-thread-count]")?.textContent?.split(" ")[0]),
            ]),
          );
      const check = async (expected: (typeof expectedOverview)[7 | 30 | 90 | "secondSite30"], median: string) => {
        for (const [key, value] of Object.entries(expected.totals))
          await expect.poll(() => text(`total-${key}`)).toMatch(new RegExp(` ${value}$`));
        await expect.poll(() => text("stat-readers")).toMatch(new RegExp(`commented ${expected.readers} Different`));
        await expect.poll(() => text("stat-median")).toMatch(new RegExp(`decision ${median} From`));
        await expect.poll(threads).toEqual(expected.busiest);
      };

      await open(page, "/dashboard");
      await expect
        .poll(() => page.locator('nav[aria-label="Period"] [aria-current="page"]').textContent())
        .toBe("30 days");
      await check(expectedOverview[30], "10 min");
      await expect
        .poll(() => text("stat-pending"))
        .toBe(`Waiting for moderation ${expectedOverview.pendingNow} Open the queue`);
      await expect
        .poll(() => page.locator("#chart-summary").textContent())
        .toMatch(/^9 comments in the last 30 days: 6 published, 1 held, 1 rejected, 1 spam\./);
      // The chart's frame takes keyboard focus (it scrolls sideways on a phone).
      await tabTo(page, page.getByRole("group", { name: /^Chart of comments per day/ }), 60);
      await scanBothSchemes(page);
      await page.emulateMedia({ colorScheme: "dark" });

      await page.getByRole("link", { name: "7 days" }).click();
      await page.waitForURL(/days=7$/);
      await check(expectedOverview[7], "6 min");

      await page.getByRole("link", { name: "90 days" }).click();
      await page.waitForURL(/days=90$/);
      await check(expectedOverview[90], "35 min");
      // Behind the chart, the same figures as a table: one row a day, today's last.
      await page.getByText("Show as table").click();
      const rows = page.getByRole("table").locator("tbody tr");
      await expect.poll(() => rows.count()).toBe(90);
      await expect.poll(() => rows.last().locator("td").allTextContents()).toEqual(["3", "1", "0", "0", "4"]);
      await scanBothSchemes(page);

      // One site: its own figures only, through the picker (a GET form, so the address says it).
      await page.getByLabel("Site").selectOption(secondSiteId);
      await page.getByRole("button", { name: "Show" }).click();
      await page.waitForURL(new RegExp(`[?&]site=${secondSiteId}(&|$)`));
      await page.getByRole("link", { name: "30 days" }).click();
      await page.waitForURL(new RegExp(`site=${secondSiteId}&days=30$`));
      await check(expectedOverview.secondSite30, "60 min");
      await expect.poll(() => text("stat-pending")).toBe("Waiting for moderation 0 Open the queue");
    });

    it("answers not found for another account's site, reads a bad period as 30 days, and welcomes a new account", async () => {
      const owner = await newAccount();
      const other = await newAccount();
      const { page } = await signedIn(owner.email);

      await page.goto(`${server.baseUrl}/dashboard?site=${other.site_id}`, { waitUntil: "load" });
      await page.getByRole("heading", { level: 1, name: "Not found" }).waitFor();

      await open(page, "/dashboard?days=12");
      await expect
        .poll(() => page.locator('nav[aria-label="Period"] [aria-current="page"]').textContent())
        .toBe("30 days");
      await page.getByText("No comments yet").waitFor();
      const install = page.getByRole("link", { name: "adding the widget to your pages" });
      await expect.poll(() => install.getAttribute("href")).toBe(`/sites/${owner.site_id}/installation`);
      const usage = page.getByTestId("usage-row");
      await expect
        .poll(() => usage.allInnerTexts())
        .toEqual(["Sites\n1 of 3", "Members\n1 of 3", "Comments this month\n0 of 5,000"]);
      await scanBothSchemes(page);
    });
  },
);
