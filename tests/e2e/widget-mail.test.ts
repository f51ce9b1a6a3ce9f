// Reader mail in the widget (issue 29): Follow for the page, Mail settings for signed-in readers, the
// guest's e-mail for replies, and the @mention autocomplete, against the real server. With
// SCREENSHOTS_DIR set, the looks test saves each state in light and dark at 375 and 1280 px.
import { randomBytes } from "node:crypto";

import { SignJWT } from "jose";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { waitForMailLink } from "./support/read-mailbox";
import { tabTo } from "./support/tab-to";
import { widgetFixture, type WidgetSite } from "./support/widget-fixture";

type MailSettings = {
  email: string | null;
  frequency: string;
  replies: string;
  mentions: boolean;
  stopped: boolean;
  following: boolean;
};

/** The main composer (the first form labelled "Your comment"). */
const composer = (page: Page) => page.getByRole("form", { name: "Your comment" }).first();
const widget = (page: Page) => page.locator("#threadline-comments");
/** The names a mention list offers (each option is an initial, hidden from screen readers, and the name). */
const offered = (page: Page) =>
  page
    .getByRole("listbox", { name: "People in this discussion" })
    .getByRole("option")
    .evaluateAll((items) => items.map((item) => item.lastChild?.textContent));

describe.skipIf(!findChromium())("the widget, reader mail", () => {
  const session = launchBrowser();
  const w = widgetFixture(session);

  /** A page of `site` that signs its reader in by SSO (with an address unless `email` is null). */
  async function readerPage(site: WidgetSite, name: string, email: string | null, data: { theme?: string } = {}) {
    const secret = (await w.api.post(`/v1/sites/${site.id}/sso-secrets`)).json.secret as string;
    await site.configure({ embed: { sign_in_modes: ["guest", "magic_link", "sso"] } });
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ name, ...(email ? { email } : {}) })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(`user-${randomBytes(4).toString("hex")}`)
      .setAudience(site.id)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(secret));
    return site.page({ "identity-token": token, ...data });
  }

  /** The session the widget holds for the site, as an Authorization header. */
  const authOf = async (page: Page, siteId: string) => ({
    Authorization: `Bearer ${await page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? "{}") as { session?: { token: string } }).session?.token,
      `threadline:${siteId}`,
    )}`,
  });
  const reader = () => apiClient(w.server.baseUrl, undefined, { origin: w.host.origin });

  /** The reader's mail settings as the API answers them to the session the widget holds. */
  async function settingsOf(page: Page, siteId: string, url: string): Promise<MailSettings> {
    const res = await reader().get(
      `/v1/notifications/settings?site_id=${siteId}&thread_url=${encodeURIComponent(url)}`,
      await authOf(page, siteId),
    );
    if (res.status !== 200) throw new Error(`settings answered ${res.status}: ${res.text}`);
    return res.json as MailSettings;
  }

  it("lets a signed-in reader follow the page and stop following it", async () => {
    const site = await w.newSite();
    const url = await readerPage(site, "Ada", `ada-${randomBytes(3).toString("hex")}@example.com`);
    const page = await w.open(url);
    await page.getByText("Signed in as Ada").waitFor();
    const follow = page.getByRole("button", { name: "Follow", exact: true });
    await expect.poll(() => follow.getAttribute("aria-pressed")).toBe("false");

    await follow.click();
    await page.getByRole("status").filter({ hasText: "You follow this page" }).waitFor();
    await expect.poll(() => follow.getAttribute("aria-pressed")).toBe("true");
    expect((await settingsOf(page, site.id, url)).following).toBe(true);

    // The widget reads the state back after a reload.
    await page.reload();
    await w.ready(page);
    await expect.poll(() => follow.getAttribute("aria-pressed")).toBe("true");

    await follow.click();
    await page.getByRole("status").filter({ hasText: "You no longer follow this page." }).waitFor();
    await expect.poll(() => follow.getAttribute("aria-pressed")).toBe("false");
    expect((await settingsOf(page, site.id, url)).following).toBe(false);
  });

  it("turns reply mail off in Mail settings, axe-clean at 375 px in dark", async () => {
    const site = await w.newSite();
    const url = await readerPage(site, "Bea", `bea-${randomBytes(3).toString("hex")}@example.com`, { theme: "dark" });
    const context = await w.newContext({ colorScheme: "dark", viewport: { width: 375, height: 800 } });
    const page = await w.open(url, context);
    const opener = page.getByRole("button", { name: "Mail settings" });
    await opener.waitFor();
    // As after "stop all mail from this site" on an unsubscribe page: the panel offers to turn it back on.
    const stop = await reader().patch(
      `/v1/notifications/settings?site_id=${site.id}`,
      { site_id: site.id, stopped: true },
      await authOf(page, site.id),
    );
    expect(stop.status).toBe(200);
    await page.reload();
    await w.ready(page);
    await opener.click();
    const panel = page.getByRole("form", { name: "Mail settings" });
    await panel.getByText("You stopped all mail from this site.").waitFor();
    await panel.getByRole("button", { name: "Turn mail back on" }).click();
    await panel.getByRole("status").filter({ hasText: "Mail settings saved." }).waitFor();
    await expect.poll(() => panel.getByText("You stopped all mail from this site.").isHidden()).toBe(true);
    expect((await settingsOf(page, site.id, url)).stopped).toBe(false);

    await panel.getByText(/^Mail goes to bea-/).waitFor();
    await expect.poll(() => panel.getByRole("radio", { name: "Direct replies" }).isChecked()).toBe(true);
    await expect.poll(() => opener.getAttribute("aria-expanded")).toBe("true");
    await checkAccessibility(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await panel.getByRole("radio", { name: "Off" }).check();
    await panel.getByRole("radio", { name: "Daily digest" }).check();
    await panel.getByRole("button", { name: "Save" }).click();
    await panel.getByRole("status").filter({ hasText: "Mail settings saved." }).waitFor();
    expect(await settingsOf(page, site.id, url)).toMatchObject({ replies: "off", frequency: "daily", mentions: true });

    // Closed and opened again, the panel shows what was saved.
    await panel.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => panel.count()).toBe(0);
    await opener.click();
    await expect.poll(() => panel.getByRole("radio", { name: "Off" }).isChecked()).toBe(true);
  });

  it("offers the thread's participants after @ and inserts the name picked with the keyboard", async () => {
    const site = await w.newSite();
    const url = site.page();
    const root = await site.comment(url, "First", { author_name: "Grace" });
    await site.comment(url, "Second", { author_name: "Greta", parent_id: root.id });
    await site.comment(url, "Third", { author_name: "Ada" });
    await site.comment(url, "Fourth", { author_name: "Grace" });
    const page = await w.open(url);
    const form = composer(page);
    await form.getByLabel("Your name").fill("Linus");
    const text = widget(page).locator("textarea").first();
    await tabTo(page, text);
    await page.keyboard.type("Thanks @Gr");

    const list = page.getByRole("listbox", { name: "People in this discussion" });
    await list.waitFor();
    await expect.poll(() => offered(page)).toEqual(["Grace", "Greta"]);
    expect(await text.getAttribute("role")).toBe("combobox");
    expect(await text.getAttribute("aria-expanded")).toBe("true");
    expect(await text.getAttribute("aria-controls")).toBe(await list.getAttribute("id"));
    const options = list.getByRole("option");
    await expect.poll(() => text.getAttribute("aria-activedescendant")).toBe(await options.nth(0).getAttribute("id"));
    await expect.poll(() => widget(page).locator(".sr[role=status]").textContent()).toBe("2 suggestions");
    await checkAccessibility(page);

    await page.keyboard.press("ArrowDown");
    await expect.poll(() => text.getAttribute("aria-activedescendant")).toBe(await options.nth(1).getAttribute("id"));
    expect(await options.nth(1).getAttribute("aria-selected")).toBe("true");
    // Both ends wrap around.
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => text.getAttribute("aria-activedescendant")).toBe(await options.nth(0).getAttribute("id"));
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => text.getAttribute("aria-activedescendant")).toBe(await options.nth(1).getAttribute("id"));
    await page.keyboard.press("Enter");
    await expect.poll(() => text.inputValue()).toBe("Thanks @Greta ");
    await expect.poll(() => list.isHidden()).toBe(true);
    expect(await text.getAttribute("aria-expanded")).toBeNull();
    expect(await text.getAttribute("role")).toBeNull();

    // Escape closes the list and leaves the text; a name nobody has closes it; Tab picks like Enter.
    await page.keyboard.type("and @A");
    await expect.poll(() => offered(page)).toEqual(["Ada"]);
    await page.keyboard.press("Escape");
    await expect.poll(() => list.isHidden()).toBe(true);
    expect(await text.inputValue()).toBe("Thanks @Greta and @A");
    await page.keyboard.type("da, @");
    await expect.poll(() => offered(page)).toEqual(["Ada", "Grace", "Greta"]);
    await expect.poll(() => widget(page).locator(".sr[role=status]").textContent()).toBe("3 suggestions");
    await page.keyboard.type("L");
    await expect.poll(() => list.isHidden()).toBe(true);
    await page.keyboard.press("Backspace");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await expect.poll(() => text.inputValue()).toBe("Thanks @Greta and @Ada, @Grace ");

    await page.keyboard.press("Control+Enter");
    await w.article(page, "Linus").waitFor();
    const [stored] = (
      await w.api.get(`/v1/comments?site_id=${site.id}&thread_url=${encodeURIComponent(url)}&sort=newest`)
    ).json.comments;
    expect(stored).toMatchObject({ author_name: "Linus", content: "Thanks @Greta and @Ada, @Grace" });
  });

  it("sends a guest's e-mail for replies as notify_email and asks them to confirm it", async () => {
    const site = await w.newSite();
    const url = site.page();
    const context = await w.newContext({ viewport: { width: 375, height: 800 } });
    const page = await w.open(url, context);
    const form = composer(page);
    const email = form.getByLabel("E-mail for replies (optional)");
    expect(await email.getAttribute("type")).toBe("email");
    expect(await email.getAttribute("autocomplete")).toBe("email");
    await form.getByText("One mail to confirm comes first. Your address is never shown.").waitFor();
    await checkAccessibility(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Without an address, nothing of the kind is sent.
    await form.getByLabel("Your name").fill("Quiet");
    await form.getByRole("textbox", { name: "Your comment" }).fill("No mail for me");
    let sent = page.waitForRequest((request) => request.method() === "POST" && /\/v1\/comments\?/.test(request.url()));
    await form.getByRole("button", { name: "Post comment" }).click();
    expect((await sent).postDataJSON()).not.toHaveProperty("notify_email");
    await w.article(page, "Quiet").waitFor();
    await expect.poll(() => form.getByText(/Check your inbox/).count()).toBe(0);

    const address = `guest-${randomBytes(3).toString("hex")}@example.com`;
    await form.getByLabel("Your name").fill("Gus");
    // Not an address: the browser's own check of type=email keeps the form from being sent.
    await email.fill("not an address");
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await form.getByRole("textbox", { name: "Your comment" }).fill("Tell me when someone answers");

    await email.fill(address);
    sent = page.waitForRequest((request) => request.method() === "POST" && /\/v1\/comments\?/.test(request.url()));
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && /\/v1\/comments\?/.test(response.url()),
    );
    await form.getByRole("button", { name: "Post comment" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ author_name: "Gus", notify_email: address });
    expect((await answered).status()).toBe(201);
    await w.article(page, "Gus").getByText("Tell me when someone answers").waitFor();
    await form.getByRole("status").filter({ hasText: "Check your inbox: confirm your address" }).waitFor();
    // The one mail the address gets before it is confirmed: the confirmation.
    const { mail } = await waitForMailLink(w.server.mailDir, address);
    expect(mail.text).toMatch(/\/mail\/confirm\?token=/);
    // The address is never shown with the comment, and is remembered for this site like the name.
    expect(await w.article(page, "Gus").textContent()).not.toContain(address);
    await page.reload();
    await w.ready(page);
    await expect.poll(() => composer(page).getByLabel("E-mail for replies (optional)").inputValue()).toBe(address);
  });

  it("lets a guest follow the page with an address to confirm", async () => {
    const site = await w.newSite();
    const page = await w.open(site.page());
    const follow = page.getByRole("button", { name: "Follow", exact: true });
    await follow.click();
    expect(await follow.getAttribute("aria-expanded")).toBe("true");
    const form = page.getByRole("form", { name: "Follow" });
    const address = `follower-${randomBytes(3).toString("hex")}@example.com`;
    await form.getByLabel("E-mail address").fill(address);
    await form.getByRole("button", { name: "Follow by e-mail" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `open the link we sent to ${address}` })
      .waitFor();
    await expect.poll(() => follow.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => form.count()).toBe(0);
  });

  it("shows nothing of reader mail when the site turned it off, or to a reader without an address", async () => {
    const off = await w.newSite({ embed: { reader_notifications: false } });
    const guest = await w.open(off.page());
    await composer(guest).getByLabel("Your name").waitFor();
    expect(await composer(guest).getByLabel("E-mail for replies (optional)").count()).toBe(0);
    expect(await guest.getByRole("button", { name: "Follow", exact: true }).count()).toBe(0);
    const reader = await w.open(await readerPage(off, "Cy", `cy-${randomBytes(3).toString("hex")}@example.com`));
    await reader.getByText("Signed in as Cy").waitFor();
    expect(await reader.getByRole("button", { name: "Mail settings" }).count()).toBe(0);

    const site = await w.newSite();
    const context = await w.newContext();
    const read = context.waitForEvent("response", (response) => response.url().includes("/v1/notifications/settings"));
    const page = await w.open(await readerPage(site, "Dee", null), context);
    await page.getByText("Signed in as Dee").waitFor();
    expect(await (await read).json()).toMatchObject({ email: null });
    await expect.poll(() => page.getByRole("button", { name: "Follow", exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Mail settings" }).count()).toBe(0);
  });

  const looks = [
    { scheme: "light", width: 1280 },
    { scheme: "dark", width: 1280 },
    { scheme: "light", width: 375 },
    { scheme: "dark", width: 375 },
  ];
  it.each(looks)("looks finished in $scheme at $width px", async ({ scheme, width }) => {
    const shots = process.env.SCREENSHOTS_DIR;
    const shoot = (page: Page, what: string) =>
      shots ? widget(page).screenshot({ path: `${shots}/widget-mail-${what}-${scheme}-${width}.png` }) : undefined;
    const options = { colorScheme: scheme as "light" | "dark", viewport: { width, height: 900 } };
    const site = await w.newSite();

    const guestUrl = site.page({ theme: scheme });
    await site.comment(guestUrl, "Has anyone tried this on a phone?", { author_name: "Grace Hopper" });
    const guest = await w.open(guestUrl, await w.newContext(options));
    await guest.getByRole("button", { name: "Follow", exact: true }).click();
    await guest.getByRole("form", { name: "Follow" }).waitFor();
    await checkAccessibility(guest);
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shoot(guest, "guest");

    const url = await readerPage(site, "Ada", `ada-${randomBytes(3).toString("hex")}@example.com`, { theme: scheme });
    await site.comment(url, "I did, it works.", { author_name: "Grace Hopper" });
    await site.comment(url, "Same here.", { author_name: "Greta" });
    const page = await w.open(url, await w.newContext(options));
    await page.getByRole("button", { name: "Follow", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "You follow this page" }).waitFor();
    await page.getByRole("button", { name: "Mail settings" }).click();
    await page.getByRole("form", { name: "Mail settings" }).getByRole("radio", { name: "Off" }).waitFor();
    await checkAccessibility(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shoot(page, "reader");

    await page.getByRole("button", { name: "Close" }).click();
    await widget(page).locator("textarea").first().focus();
    await page.keyboard.type("Thanks @G");
    await page.getByRole("listbox", { name: "People in this discussion" }).waitFor();
    await checkAccessibility(page);
    await shoot(page, "mentions");
  });
});
