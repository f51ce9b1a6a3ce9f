// A stranger's first five minutes, walked in Chromium: the landing page's "Start free", the
// e-mailed link, the account and its site, the snippet pasted into a plain page of another
// origin, the install check turning green by itself, a first comment there, and the dashboard's
// home showing it. Then the same pages in every other look, axe-clean and fitting the screen.
import { readdirSync, readFileSync } from "node:fs";

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildAccount } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { allLooks, openPage, type PageLook } from "./support/open-page";
import { signInAs } from "./support/sign-in-as";
import { startHostPage, type HostPage } from "./support/start-host-page";

const server = testServers().find((s) => s.name === "sqlite")!;

type Mail = { to: string; subject: string; text: string };
const mailTo = (to: string) =>
  readdirSync(server.mailDir)
    .map((file) => JSON.parse(readFileSync(`${server.mailDir}/${file}`, "utf8")) as Mail)
    .find((mail) => mail.to === to);

/** The page fits its viewport: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

/** A plain page of the customer's own, with what the Installation tab gave them pasted into it. */
const plainPage = (snippet: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>My first post</title></head>
<body><main><h1>My first post</h1><p>Something worth talking about.</p>
${snippet}
</main></body></html>`;

describe.skipIf(!findChromium())("a stranger's first five minutes", () => {
  const session = launchBrowser();
  let host: HostPage;

  beforeAll(async () => {
    host = await startHostPage(server.baseUrl);
  });
  afterAll(async () => {
    await host?.stop();
  });

  it("goes from the landing page to a published comment on their own page, and sees it on the dashboard", async () => {
    const started = Date.now();
    const email = `stranger-${Date.now()}@example.com`;
    const look: PageLook = { colorScheme: "light", viewport: "mobile" };
    const page = await openPage(session, `${server.baseUrl}/`, look);

    await page.getByRole("main").getByRole("link", { name: "Start free" }).click();
    await page.waitForURL(/\/sign-up$/);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Email me a link" }).click();
    await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();

    const mail = await waitFor("the sign-up mail", async () => mailTo(email));
    expect(mail.subject).toBe("Finish creating your Threadline account");
    await page.goto(/http:\/\/\S+\/api\/auth\/callback\/email\?\S+/.exec(mail.text)![0]);
    await page.waitForURL(/\/welcome/);
    await page.getByRole("heading", { name: "Welcome to Threadline" }).waitFor();
    await checkAccessibility(page);

    // The domain as people paste it: the page's whole address.
    const postUrl = `${host.origin}/posts/first`;
    await page.getByLabel("Account name").fill("Ada's Writing");
    await page.getByLabel("Site name").fill("Ada's blog");
    await page.getByLabel("Domain").fill(postUrl);
    // The form says what it will keep of a pasted address: the host, with a loopback host's port.
    await page.getByText(`Will be saved as ${new URL(host.origin).host}.`).waitFor();
    await page.getByRole("button", { name: /Create account and site/ }).click();
    await page.waitForURL(/\/sites\/site_[0-9a-z]+\/installation/);
    const check = page.getByRole("region", { name: "Install check" });
    await check.getByText("Waiting for the widget").waitFor();
    await checkAccessibility(page);

    const snippet = await page.locator("pre").filter({ hasText: "embed.js" }).first().textContent();
    expect(snippet).toContain('<div id="threadline-comments"></div>');
    host.serve("/posts/first", plainPage(snippet!));

    // The customer opens their page in another tab; the install check turns green without a reload.
    const post = await page.context().newPage();
    await post.goto(postUrl);
    const composer = post.getByRole("form", { name: "Your comment" }).first();
    await composer.waitFor();
    await check.getByText("The widget is installed").waitFor();
    await expect.poll(() => check.getByRole("link", { name: postUrl }).count()).toBeGreaterThan(0);

    // A person reads before writing: the page's clock moves on a minute, so the spam filter's
    // minimum time (docs/spam.md), which a new site's `hold` applies, sees a reader, not a script.
    await post.clock.setFixedTime(new Date(Date.now() + 60_000));
    await composer.getByLabel("Your name").fill("Ada");
    await composer.getByRole("textbox", { name: "Your comment" }).fill("First!");
    await composer.getByRole("button", { name: "Post comment" }).click();
    await post.locator("#threadline-comments article").getByText("First!").waitFor();
    await check.getByText("First comment posted").waitFor();

    await page.goto(`${server.baseUrl}/dashboard`);
    const checklist = page.getByRole("region", { name: "Get started" });
    await expect.poll(() => checklist.locator('[data-item="widget_installed"]').getAttribute("data-done")).toBe("true");
    await expect.poll(() => checklist.locator('[data-item="first_comment"]').getAttribute("data-done")).toBe("true");
    await expectNoSidewaysScroll(page);
    await checkAccessibility(page);

    // Nothing of the walk was made by hand: one account, named as typed, owned by the stranger.
    const accounts = await queryDatabase(server.databaseUrl, `SELECT "name" FROM "Account" WHERE "email" = $1`, [
      email,
    ]);
    expect(accounts.map((a) => a.name)).toEqual(["Ada's Writing"]);
    console.log(`the walk from / to a comment on the dashboard took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  describe.each(allLooks)("in $colorScheme at $viewport", (look) => {
    it("shows sign-up, welcome, installation and the checklist axe-clean, fitting the screen", async () => {
      const signUp = await openPage(session, `${server.baseUrl}/sign-up`, look);
      await signUp.getByRole("heading", { name: "Start free with Threadline" }).waitFor();
      await expectNoSidewaysScroll(signUp);
      await checkAccessibility(signUp);

      // Someone who opened the link but has not made an account yet.
      const newcomer = `newcomer-${look.colorScheme}-${look.viewport}-${Date.now()}@example.com`;
      await queryDatabase(
        server.databaseUrl,
        `INSERT INTO "Member" ("id", "email", "createdAt", "updatedAt") VALUES ($1, $2, $3, $3)`,
        [`mem_walk${Date.now()}${look.viewport}${look.colorScheme}`, newcomer, new Date().toISOString()],
      );
      const welcome = await openPage(session, `${server.baseUrl}/welcome`, look, (context) =>
        signInAs(context, server, newcomer),
      );
      await welcome.getByRole("heading", { name: "Welcome to Threadline" }).waitFor();
      await expectNoSidewaysScroll(welcome);
      await checkAccessibility(welcome);

      const owner = `owner-${look.colorScheme}-${look.viewport}-${Date.now()}@example.com`;
      const account = await buildAccount(server.databaseUrl, { email: owner });
      const installation = await openPage(
        session,
        `${server.baseUrl}/sites/${account.site_id}/installation`,
        look,
        (c) => signInAs(c, server, owner),
      );
      await installation.getByRole("region", { name: "Install check" }).getByText("Waiting for the widget").waitFor();
      await expectNoSidewaysScroll(installation);
      await checkAccessibility(installation);

      const home = await installation.context().newPage();
      await home.goto(`${server.baseUrl}/dashboard`);
      await home.getByRole("region", { name: "Get started" }).waitFor();
      await expectNoSidewaysScroll(home);
      await checkAccessibility(home);
    });
  });
});
