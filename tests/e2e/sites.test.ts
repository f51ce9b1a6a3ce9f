import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { apiClient } from "../support/api-client";
import { bootstrap, runCli, type Bootstrapped } from "../support/run-cli";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { viewports } from "./support/open-page";
import { signInAs } from "./support/sign-in-as";

const server = inject("servers").find((s) => s.name === "sqlite")!;

/** A new account through the real CLI, its owner's address, and a live API client to check what the dashboard did. */
async function newAccount(): Promise<Bootstrapped & { email: string; api: ReturnType<typeof apiClient> }> {
  const email = `owner-${randomBytes(4).toString("hex")}@example.com`;
  const account = await bootstrap(server.databaseUrl, ["--email", email]);
  return { ...account, email, api: apiClient(server.baseUrl, account.api_keys.live) };
}

/** axe over the page as it is, in the light and then the dark system theme (the page stays in light afterwards). */
async function scanBothSchemes(page: Page): Promise<void> {
  for (const colorScheme of ["dark", "light"] as const) {
    await page.emulateMedia({ colorScheme });
    await checkAccessibility(page);
  }
}

/** Waits for the title a client-side navigation brings (Next streams it in a moment after the page). */
async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, `${title} · Threadline`);
}

/** Opens a dashboard path and waits for its main heading. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: "load" });
  await page.getByRole("heading", { level: 1 }).first().waitFor();
}

describe.skipIf(!findChromium())("the Sites pages of the dashboard", () => {
  const session = launchBrowser();

  async function signedIn(email: string, options: { width?: keyof typeof viewports; clipboard?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await session.newContext({ viewport: viewports[options.width ?? "desktop"], colorScheme: "light", reducedMotion: "reduce" });
    if (options.clipboard) await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.baseUrl });
    await signInAs(context, server, email);
    return { context, page: await context.newPage() };
  }

  it("lists the sites with their domains and comments, creates one, and names a refused domain beside the field", async () => {
    const owner = await newAccount();
    for (const content of ["First!", "Second"]) {
      const res = await owner.api.post("/v1/comments", { site_id: owner.site_id, thread_url: "https://localhost/post", content });
      expect(res.status).toBe(201);
    }
    const { page } = await signedIn(owner.email);

    await open(page, "/sites");
    const row = page.getByTestId("site-row");
    await expect(row.count()).resolves.toBe(1);
    await expect(row.textContent()).resolves.toMatch(/My site.*localhost.*2 comments/);
    await expect(page.getByText("1 of 3 sites used on the Free plan").count()).resolves.toBe(1);
    await scanBothSchemes(page);

    await page.getByRole("link", { name: "New site" }).click();
    await page.getByRole("heading", { name: "New site" }).waitFor();
    await waitForTitle(page, "New site");
    await page.getByLabel("Name").fill("Cooking blog");
    await page.getByLabel("Domains").fill("recipes.example.com, https://bad.example.com/path\n*.cooking.example");
    await page.getByRole("button", { name: "Create site" }).click();
    const domains = page.getByRole("textbox", { name: "Domains" });
    await page.getByText("“https://bad.example.com/path”: must be a host name").waitFor();
    await expect(domains.getAttribute("aria-invalid")).resolves.toBe("true");
    await scanBothSchemes(page);

    await domains.fill("Recipes.Example.com\n*.cooking.example");
    await page.getByRole("button", { name: "Create site" }).click();
    await page.waitForURL(/\/sites\/site_[0-9a-z]+$/);
    await page.getByText("Cooking blog created").waitFor();
    await waitForTitle(page, "Cooking blog: General");
    const siteId = page.url().split("/").pop()!;
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Cooking blog");
    await expect(domains.inputValue()).resolves.toBe("*.cooking.example\nrecipes.example.com");
    await scanBothSchemes(page);

    // General: rename (Enter in the field submits), then a refused domain is named beside the field.
    await page.getByRole("textbox", { name: "Name" }).fill("Cooking & baking");
    await page.getByRole("textbox", { name: "Name" }).press("Enter");
    await page.getByText("General settings saved").waitFor();
    await page.getByRole("heading", { level: 1, name: "Cooking & baking" }).waitFor();
    await domains.fill("recipes.example.com\nnot a domain");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("“not a domain”: must be a host name such as example.com or *.example.com").waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("domains");
    await scanBothSchemes(page);

    const stored = await owner.api.get(`/v1/sites/${siteId}`);
    expect(stored.json).toMatchObject({ name: "Cooking & baking", domains: ["*.cooking.example", "recipes.example.com"] });
  });

  it("shows the plan's site limit, and its refusal in words when every site of the plan is in use", async () => {
    const owner = await newAccount();
    for (const name of ["Second", "Third"]) {
      expect((await owner.api.post("/v1/sites", { name, domains: [`${name.toLowerCase()}.example.com`] })).status).toBe(201);
    }
    const { page } = await signedIn(owner.email);
    await open(page, "/sites");
    await page.getByText("You use all 3 sites of the Free plan; a larger plan has room for more.").waitFor();
    await expect(page.getByTestId("site-row").count()).resolves.toBe(3);

    await open(page, "/sites/new");
    await page.getByText("The Free plan includes 3 sites and all are in use").waitFor();
    await page.getByLabel("Name").fill("Fourth");
    await page.getByLabel("Domains").fill("fourth.example.com");
    await page.getByRole("button", { name: "Create site" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "plan includes 3 sites at most" }).textContent()).resolves.toBe(
      "The free plan includes 3 sites at most; move to a larger plan for more.",
    );
    await scanBothSchemes(page);
    expect((await owner.api.get("/v1/sites")).json.total).toBe(3);
  });

  it("changes the theme with a live preview and the API answers the new theme", async () => {
    const owner = await newAccount();
    const { page } = await signedIn(owner.email);
    await open(page, `/sites/${owner.site_id}/appearance`);
    const preview = page.getByTestId("widget-preview");
    await expect(preview.getAttribute("data-scheme")).resolves.toBe("light");
    await scanBothSchemes(page);

    await page.getByRole("radio", { name: /^Dark/ }).check();
    await page.getByRole("textbox", { name: "Accent colour", exact: true }).fill("#be123c");
    await page.getByRole("combobox", { name: "Font" }).selectOption("serif");
    await page.getByRole("radio", { name: "Compact" }).check();
    await page.getByRole("spinbutton", { name: "Corner radius (px)" }).fill("16");
    await page.getByRole("combobox", { name: "Default sort" }).selectOption("newest");
    await page.getByRole("spinbutton", { name: "Comments per page" }).fill("50");
    await page.getByRole("checkbox", { name: "Funny" }).uncheck();

    // The preview follows before anything is saved.
    await expect(preview.getAttribute("data-scheme")).resolves.toBe("dark");
    const look = await preview.evaluate((element) => {
      const style = getComputedStyle(element);
      return { accent: style.getPropertyValue("--tl-accent"), radius: style.getPropertyValue("--tl-radius"), font: style.fontFamily, text: element.textContent };
    });
    expect(look).toMatchObject({ accent: "#be123c", radius: "16px" });
    expect(look.font).toMatch(/Georgia|serif/);
    expect(look.text).toContain("Show 50 more comments");
    expect(look.text).not.toContain("funny");
    await expect((await owner.api.get(`/v1/sites/${owner.site_id}`)).json.theme.color_scheme).toBe("auto");
    await scanBothSchemes(page);

    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Appearance saved").waitFor();
    const site = (await owner.api.get(`/v1/sites/${owner.site_id}`)).json;
    expect(site.theme).toEqual({ color_scheme: "dark", accent_color: "#be123c", font: "serif", corner_radius: 16, density: "compact", locale: "en" });
    expect(site.embed).toMatchObject({ default_sort: "newest", comments_per_page: 50, reactions: ["interesting", "insightful"], upvotes: true });

    // A value the API refuses shows its words beside the field it belongs to.
    await page.getByRole("textbox", { name: "Language" }).fill("english");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("must be a language tag such as en or pt-BR").waitFor();
    await expect(page.getByRole("textbox", { name: "Language" }).getAttribute("aria-invalid")).resolves.toBe("true");
  });

  it("shows the embed snippet with a copy button, saves sign-in and moderation settings, and keeps SSO behind the plan", async () => {
    const owner = await newAccount();
    const { page } = await signedIn(owner.email, { clipboard: true });
    await open(page, `/sites/${owner.site_id}/sign-in`);
    const snippet = await page.getByTestId("embed-snippet").textContent();
    // The script's address is the server's own (PUBLIC_URL or loopback), not the request's Host.
    expect(snippet).toBe(`<div id="threadline-comments"></div>\n<script src="${server.baseUrl}/embed.js" data-site-id="${owner.site_id}" async></script>`);
    await page.getByRole("button", { name: "Copy snippet to the clipboard" }).click();
    await page.getByText("Copied to the clipboard").waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(snippet);

    const sso = page.getByRole("checkbox", { name: /Single sign-on/ });
    await expect(sso.isDisabled()).resolves.toBe(true);
    await page.getByText("SSO needs the Publisher plan or above; this account is on the Free plan.").waitFor();
    await scanBothSchemes(page);

    await page.getByRole("checkbox", { name: /E-mail link/ }).uncheck();
    await page.getByRole("checkbox", { name: "Guests must give a name" }).uncheck();
    await page.getByRole("textbox", { name: "Extra allowed origins" }).fill("https://staging.example.net\nhttp://localhost:8080");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Sign-in settings saved").waitFor();
    expect((await owner.api.get(`/v1/sites/${owner.site_id}`)).json.embed).toMatchObject({
      sign_in_modes: ["guest"],
      guest_name_required: false,
      allowed_origins: ["https://staging.example.net", "http://localhost:8080"],
    });

    await page.getByRole("navigation", { name: "Site settings" }).getByRole("link", { name: "Moderation" }).click();
    await page.getByRole("heading", { name: "Moderation settings" }).waitFor();
    await waitForTitle(page, "My site: Moderation");
    await page.getByRole("radio", { name: /Hold comments with links/ }).check();
    await page.getByRole("textbox", { name: "Blocked terms" }).fill("casino\nfree money, now");
    await page.getByRole("radio", { name: /Mark as spam/ }).check();
    await page.getByRole("spinbutton", { name: "Link limit" }).fill("2");
    await page.getByRole("spinbutton", { name: "Flag threshold" }).fill("5");
    await page.getByRole("spinbutton", { name: "Edit window (minutes)" }).fill("60");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Moderation settings saved").waitFor();
    const site = (await owner.api.get(`/v1/sites/${owner.site_id}`)).json;
    expect(site.moderation).toEqual({ mode: "links", blocked_terms: ["casino", "free money, now"], blocked_terms_action: "spam", max_links: 2, flag_threshold: 5 });
    expect(site.embed.edit_window_minutes).toBe(60);
    await scanBothSchemes(page);
  });

  it("gives the plan's word on SSO on the free plan, and on publisher shows a new secret once and turns SSO on", async () => {
    const owner = await newAccount();
    const { page } = await signedIn(owner.email, { width: "mobile" });
    await open(page, `/sites/${owner.site_id}/sso`);
    await page.getByText("SSO sign-in is part of the Publisher plan and above. This account is on the Free plan").waitFor();
    await expect(page.getByRole("button", { name: "Create SSO secret" }).count()).resolves.toBe(0);
    await scanBothSchemes(page);

    await runCli(server.databaseUrl, ["accounts", "set-plan", owner.account_id, "publisher"]);

    // On publisher SSO can be ticked, but the API wants a secret first: its words stand beside the modes.
    await open(page, `/sites/${owner.site_id}/sign-in`);
    await page.getByRole("checkbox", { name: /Single sign-on/ }).check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("sso needs an SSO secret first").waitFor();
    await scanBothSchemes(page);

    await open(page, `/sites/${owner.site_id}/sso`);
    await page.getByText("0 of 2 secrets on the Publisher plan.").waitFor();
    await page.getByRole("button", { name: "Create SSO secret" }).click();
    const dialog = page.getByRole("dialog", { name: "Your new SSO secret" });
    await dialog.waitFor();
    const secret = await dialog.getByTestId("secret-value").textContent();
    expect(secret).toMatch(/^ssosec_[0-9A-Za-z]{48}$/);
    await dialog.getByText("it will not be shown again").waitFor();
    await scanBothSchemes(page);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    const rows = page.getByTestId("sso-secret-row");
    await expect(rows.textContent()).resolves.toContain(`ssosec_…${secret!.slice(-4)}`);
    await expect(page.getByText(secret!).count()).resolves.toBe(0);
    const listed = (await owner.api.get(`/v1/sites/${owner.site_id}/sso-secrets`)).json;
    expect(listed.sso_secrets.map((s: { hint: string }) => s.hint)).toEqual([secret!.slice(-4)]);

    await open(page, `/sites/${owner.site_id}/sign-in`);
    await page.getByRole("checkbox", { name: /Single sign-on/ }).check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Sign-in settings saved").waitFor();
    expect((await owner.api.get(`/v1/sites/${owner.site_id}`)).json.embed.sign_in_modes).toEqual(["guest", "magic_link", "sso"]);

    // Deleting the secret asks first.
    await open(page, `/sites/${owner.site_id}/sso`);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete secret" }).click();
    await page.getByText(`Secret ending in ${secret!.slice(-4)} deleted`).waitFor();
    await page.getByText("No SSO secrets").waitFor();
    expect((await owner.api.get(`/v1/sites/${owner.site_id}/sso-secrets`)).json.total).toBe(0);
  });

  it("deletes a site only once its name is typed, then lists the sites again", async () => {
    const owner = await newAccount();
    const { page } = await signedIn(owner.email);
    await open(page, `/sites/${owner.site_id}/danger`);
    await scanBothSchemes(page);
    await page.getByRole("button", { name: "Delete site" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete My site?" });
    const confirm = dialog.getByRole("button", { name: "Delete site" });
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await scanBothSchemes(page);
    await dialog.getByRole("textbox").click();
    await page.keyboard.type("My sit");
    await expect(confirm.isDisabled()).resolves.toBe(true);
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
    for (const path of ["/sites", "/sites/new", ...["", "/appearance", "/sign-in", "/moderation", "/sso", "/danger"].map((tab) => `/sites/${owner.site_id}${tab}`)]) {
      await open(page, path);
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect(widths.scroll, path).toBeLessThanOrEqual(widths.inner);
      await scanBothSchemes(page);
    }
  });

  it("sends a moderator to the no-access page, and another account's member to not-found", async () => {
    const owner = await newAccount();
    const moderatorEmail = `mod-${randomBytes(4).toString("hex")}@example.com`;
    await runCli(server.databaseUrl, ["members", "invite", "--account", owner.account_id, "--email", moderatorEmail, "--role", "moderator"]);
    const moderator = await signedIn(moderatorEmail);
    for (const path of ["/sites", `/sites/${owner.site_id}/appearance`, "/sites/new"]) {
      await open(moderator.page, path);
      await moderator.page.getByRole("heading", { name: "This page is not for your role" }).waitFor();
    }
    await expect(moderator.page.getByRole("link", { name: "Sites" }).count()).resolves.toBe(0);
    await scanBothSchemes(moderator.page);

    const stranger = await newAccount();
    const other = await signedIn(stranger.email);
    for (const path of [`/sites/${owner.site_id}`, `/sites/${owner.site_id}/sso`, "/sites/site_not_an_id"]) {
      await open(other.page, path);
      await other.page.getByRole("heading", { name: "Not found" }).waitFor();
      // Nothing of the owner's site: no tabs, no name over them.
      await expect(other.page.getByRole("navigation", { name: "Site settings" }).count()).resolves.toBe(0);
    }
    await scanBothSchemes(other.page);
  });

  it("refuses a save sent with a moderator's session, or with another account's, whatever the page showed", async () => {
    const owner = await newAccount();
    const moderatorEmail = `mod-${randomBytes(4).toString("hex")}@example.com`;
    await runCli(server.databaseUrl, ["members", "invite", "--account", owner.account_id, "--email", moderatorEmail, "--role", "moderator"]);
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
});
