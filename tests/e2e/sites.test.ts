import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { buildMember } from "../support/factories";
import { testServers } from "../support/test-servers";
import { dashboardFixture } from "./support/dashboard-fixture";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { signInAs } from "./support/sign-in-as";

const server = testServers().find((s) => s.name === "sqlite")!;

describe.skipIf(!findChromium())(
  "the Sites pages of the dashboard: the list, a new site, General, deleting, roles and other accounts",
  () => {
    const session = launchBrowser();
    const { newAccount, signedIn, open, waitForTitle, scanBothSchemes } = dashboardFixture(session, server);

    it("lists the sites with their domains and comments, creates one, and names a refused domain beside the field", async () => {
      const owner = await newAccount();
      for (const content of ["First!", "Second"]) {
        const res = await owner.api.post("/v1/comments", {
          site_id: owner.site_id,
          thread_url: "https://localhost/post",
          content,
        });
        expect(res.status).toBe(201);
      }
      const { page } = await signedIn(owner.email);

      await open(page, "/sites");
      const row = page.getByTestId("site-row");
      await expect.poll(() => row.count()).toBe(1);
      await expect.poll(() => row.textContent()).toMatch(/My site.*localhost.*2 comments/);
      await expect.poll(() => page.getByText("1 of 3 sites used on the Free plan").count()).toBe(1);
      await scanBothSchemes(page);

      await page.getByRole("link", { name: "New site" }).click();
      await page.getByRole("heading", { name: "New site" }).waitFor();
      await waitForTitle(page, "New site");
      await page.getByLabel("Name").fill("Cooking blog");
      await page.getByLabel("Domains").fill("recipes.example.com, http://bad example.com/path\n*.cooking.example");
      await page.getByRole("button", { name: "Create site" }).click();
      const domains = page.getByRole("textbox", { name: "Domains" });
      await page.getByText("“http://bad example.com/path”: must be a host name").waitFor();
      await expect.poll(() => domains.getAttribute("aria-invalid")).toBe("true");
      await scanBothSchemes(page);

      // What people paste: the host of an address (a loopback host with its port), said before saving.
      await domains.fill("https://Recipes.Example.com/pie?x=1#y\n*.cooking.example\nhttp://127.0.0.1:3911/");
      await page.getByText("Will be saved as recipes.example.com, *.cooking.example, 127.0.0.1:3911.").waitFor();
      await page.getByRole("button", { name: "Create site" }).click();
      await page.waitForURL(/\/sites\/site_[0-9a-z]+$/);
      await page.getByText("Cooking blog created").waitFor();
      await waitForTitle(page, "Cooking blog: General");
      const siteId = page.url().split("/").pop()!;
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Cooking blog");
      await expect.poll(() => domains.inputValue()).toBe("*.cooking.example\n127.0.0.1:3911\nrecipes.example.com");
      await scanBothSchemes(page);

      // General keeps the host of a pasted address too, and says what it saved.
      await domains.fill(
        "*.cooking.example\n127.0.0.1:3911\n Recipes.Example.COM \nhttps://www.example.com/blog/post?x=1#y",
      );
      await page.getByRole("button", { name: "Save changes" }).click();
      await page
        .getByText("Saved as *.cooking.example, 127.0.0.1:3911, recipes.example.com, www.example.com.")
        .waitFor();
      await expect
        .poll(() => domains.inputValue())
        .toBe("*.cooking.example\n127.0.0.1:3911\nrecipes.example.com\nwww.example.com");

      // General: rename (Enter in the field submits), then a refused domain is named beside the field.
      await page.getByRole("textbox", { name: "Name" }).fill("Cooking & baking");
      await page.getByRole("textbox", { name: "Name" }).press("Enter");
      // The save of the domains above may still show its toast: the new name in the heading is the proof.
      await page.getByText("General settings saved").last().waitFor();
      await page.getByRole("heading", { level: 1, name: "Cooking & baking" }).waitFor();
      await waitForTitle(page, "Cooking & baking: General");
      await domains.fill("recipes.example.com\nnot a domain");
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.getByText("“not a domain”: must be a host name such as example.com or *.example.com").waitFor();
      await expect.poll(() => page.getByText(/^Saved as/).count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("domains");
      await scanBothSchemes(page);

      const stored = await owner.api.get(`/v1/sites/${siteId}`);
      expect(stored.json).toMatchObject({
        name: "Cooking & baking",
        domains: ["*.cooking.example", "127.0.0.1:3911", "recipes.example.com", "www.example.com"],
      });
    });

    it("shows the plan's site limit, and its refusal in words when every site of the plan is in use", async () => {
      const owner = await newAccount();
      for (const name of ["Second", "Third"]) {
        expect(
          (await owner.api.post("/v1/sites", { name, domains: [`${name.toLowerCase()}.example.com`] })).status,
        ).toBe(201);
      }
      const { page } = await signedIn(owner.email);
      await open(page, "/sites");
      await page.getByText("You use all 3 sites of the Free plan; a larger plan has room for more.").waitFor();
      await expect.poll(() => page.getByTestId("site-row").count()).toBe(3);

      await open(page, "/sites/new");
      await page.getByText("The Free plan includes 3 sites and all are in use").waitFor();
      await page.getByLabel("Name").fill("Fourth");
      await page.getByLabel("Domains").fill("fourth.example.com");
      await page.getByRole("button", { name: "Create site" }).click();
      await expect
        .poll(() => page.getByRole("alert").filter({ hasText: "plan includes 3 sites at most" }).textContent())
        .toBe("The free plan includes 3 sites at most; move to a larger plan for more. See the plan");
      await scanBothSchemes(page);
      expect((await owner.api.get("/v1/sites")).json.total).toBe(3);
    });

    it("deletes a site only once its name is typed, then lists the sites again", async () => {
      const owner = await newAccount();
      const { page } = await signedIn(owner.email);
      await open(page, `/sites/${owner.site_id}/danger`);
      await scanBothSchemes(page);
      await page.getByRole("button", { name: "Delete site" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Delete My site?" });
      const confirm = dialog.getByRole("button", { name: "Delete site" });
      await expect.poll(() => confirm.isDisabled()).toBe(true);
      await scanBothSchemes(page);
      await dialog.getByRole("textbox").click();
      await page.keyboard.type("My sit");
      await expect.poll(() => confirm.isDisabled()).toBe(true);
      await page.keyboard.type("e");
      await confirm.click();
      await page.waitForURL(`${server.baseUrl}/sites`);
      await page.getByText("My site deleted").waitFor();
      await page.getByText("No sites yet").waitFor();
      await waitForTitle(page, "Sites");
      await scanBothSchemes(page);
      expect((await owner.api.get(`/v1/sites/${owner.site_id}`)).status).toBe(404);
    });

    it("fits every page of a site into 375 px and passes axe there", async () => {
      const owner = await newAccount();
      const { page } = await signedIn(owner.email, { width: "mobile" });
      for (const path of [
        "/sites",
        "/sites/new",
        ...["", "/installation", "/appearance", "/sign-in", "/moderation", "/sso", "/data", "/danger"].map(
          (tab) => `/sites/${owner.site_id}${tab}`,
        ),
      ]) {
        await open(page, path);
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
        }));
        expect(widths.scroll, path).toBeLessThanOrEqual(widths.inner);
        await scanBothSchemes(page);
      }
    });

    it("sends a moderator to the no-access page, and another account's member to not-found", async () => {
      const owner = await newAccount();
      const moderatorEmail = `mod-${randomBytes(4).toString("hex")}@example.com`;
      await buildMember(server.databaseUrl, { accountId: owner.account_id, email: moderatorEmail, role: "moderator" });
      const moderator = await signedIn(moderatorEmail);
      for (const path of ["/sites", `/sites/${owner.site_id}/appearance`, "/sites/new"]) {
        await open(moderator.page, path);
        await moderator.page.getByRole("heading", { name: "This page is not for your role" }).waitFor();
      }
      await expect.poll(() => moderator.page.getByRole("link", { name: "Sites" }).count()).toBe(0);
      await scanBothSchemes(moderator.page);

      const stranger = await newAccount();
      const other = await signedIn(stranger.email);
      for (const path of [`/sites/${owner.site_id}`, `/sites/${owner.site_id}/sso`, "/sites/site_not_an_id"]) {
        await open(other.page, path);
        await other.page.getByRole("heading", { name: "Not found" }).waitFor();
        // Nothing of the owner's site: no tabs, no name over them.
        await expect.poll(() => other.page.getByRole("navigation", { name: "Site settings" }).count()).toBe(0);
      }
      await scanBothSchemes(other.page);
    });

    it("refuses a save sent with a moderator's session, or with another account's, whatever the page showed", async () => {
      const owner = await newAccount();
      const moderatorEmail = `mod-${randomBytes(4).toString("hex")}@example.com`;
      await buildMember(server.databaseUrl, { accountId: owner.account_id, email: moderatorEmail, role: "moderator" });
      const stranger = await newAccount();
      const { context, page } = await signedIn(owner.email);
      await open(page, `/sites/${owner.site_id}/moderation`);

      // The page stays as the owner saw it; the session cookie under it becomes the moderator's.
      await signInAs(context, server, moderatorEmail);
      await page.getByRole("radio", { name: /Hold every comment/ }).check();
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.getByText("Your role in this account does not allow this.").waitFor();

      // Another account's owner: the action takes the account from the session, so the site is not found there.
      await signInAs(context, server, stranger.email);
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.getByText(`No site ${owner.site_id} exists.`).waitFor();

      expect((await owner.api.get(`/v1/sites/${owner.site_id}`)).json.moderation.mode).toBe("none");
    });
  },
);
