// Readers signing in to the widget: the magic link through the dev mailbox back to the page (the
// code exchanged, then gone from the address bar), their own comments' Edit and Delete, signing
// out; and SSO from the host page's identity token.
import { randomBytes } from "node:crypto";

import { SignJWT } from "jose";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { apiClient } from "../support/api-client";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { waitForMailLink } from "./support/read-mailbox";
import { widgetFixture } from "./support/widget-fixture";

/** What the widget keeps in the host page's storage for the site. */
const memoryOf = (page: Page, siteId: string) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "{}") as { session?: { token: string } },
    `threadline:${siteId}`,
  );

describe.skipIf(!findChromium())("the widget, signing in", () => {
  const session = launchBrowser();
  const w = widgetFixture(session);

  it("signs in by magic link, writes, edits and deletes as the reader, and signs out", async () => {
    const site = await w.newSite();
    const url = site.page();
    await site.comment(url, "Someone else's words", { author_name: "Grace" });
    const email = `rita-${randomBytes(4).toString("hex")}@example.com`;
    const page = await w.open(url);
    await page.getByText("Commenting as a guest").waitFor();
    await page.getByRole("button", { name: "Sign in with e-mail" }).click();
    const form = page.getByRole("form", { name: "Sign in with e-mail" });
    await form.getByLabel("E-mail address").fill(email);
    await form.getByLabel("Your name").fill("Rita");
    await form.getByRole("button", { name: "Send sign-in link" }).click();
    await page.getByText(`Check your inbox: we sent a sign-in link to ${email}.`).waitFor();

    const { link } = await waitForMailLink(w.server.mailDir, email);
    expect(link.startsWith(`${w.server.baseUrl}/`)).toBe(true);
    const redirected = page.waitForResponse((response) => response.url().startsWith(link.split("?")[0]!));
    await page.goto(link, { waitUntil: "load" });
    expect((await redirected).headers().location).toMatch(new RegExp(`^${url}#threadline_code=`));
    await w.ready(page);
    await page.getByText("Signed in as Rita").waitFor();
    await page.getByRole("alert").filter({ hasText: "You are signed in." }).waitFor();
    expect(page.url()).toBe(url);
    await expect.poll(async () => (await memoryOf(page, site.id)).session?.token).toMatch(/^ses_/);
    // The session is kept in the host page's storage: a reload is still signed in.
    await page.reload();
    await w.ready(page);
    await page.getByText("Signed in as Rita").waitFor();

    // Comment as the reader: no name asked, the comment is theirs.
    const composer = page.getByRole("form", { name: "Your comment" }).first();
    await expect.poll(() => composer.getByLabel("Your name").count()).toBe(0);
    await composer.getByRole("textbox", { name: "Your comment" }).fill("Written as Rita");
    await composer.getByRole("button", { name: "Post comment" }).click();
    const mine = w.article(page, "Rita");
    await mine.getByText("Written as Rita").waitFor();
    await mine.getByText("you", { exact: true }).waitFor();
    await expect.poll(() => w.article(page, "Grace").getByRole("button", { name: "Edit" }).count()).toBe(0);
    await expect.poll(() => w.article(page, "Grace").getByRole("button", { name: "Flag" }).count()).toBe(1);
    await expect.poll(() => mine.getByRole("button", { name: "Flag" }).count()).toBe(0);

    await mine.getByRole("button", { name: "Edit" }).click();
    const editor = mine.getByRole("form", { name: "Your comment" });
    await expect.poll(() => editor.getByRole("textbox").inputValue()).toBe("Written as Rita");
    await editor.getByRole("textbox").fill("Rewritten by Rita");
    await editor.getByRole("button", { name: "Save" }).click();
    await mine.getByText("Rewritten by Rita").waitFor();
    await mine.getByText("· edited").waitFor();
    const [stored] = (
      await w.api.get(`/v1/comments?site_id=${site.id}&thread_url=${encodeURIComponent(url)}&sort=newest`)
    ).json.comments;
    expect(stored).toMatchObject({ author_name: "Rita", author_kind: "reader", content: "Rewritten by Rita" });

    await mine.getByRole("button", { name: "Delete" }).click();
    await mine.getByRole("group", { name: "Delete" }).getByRole("button", { name: "Delete" }).click();
    await page.getByText("Your comment was deleted.").waitFor();
    await expect.poll(() => page.getByText("Rewritten by Rita").count()).toBe(0);
    expect((await w.api.get(`/v1/comments/${stored.id}`)).json).toMatchObject({ deleted: true });

    const token = (await memoryOf(page, site.id)).session!.token;
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByText("Commenting as a guest").waitFor();
    await page.getByRole("button", { name: "Sign in with e-mail" }).waitFor();
    await expect.poll(async () => (await memoryOf(page, site.id)).session).toBeUndefined();
    expect(
      (await apiClient(w.server.baseUrl, undefined).get("/v1/auth/session", { Authorization: `Bearer ${token}` }))
        .status,
    ).toBe(401);
  });

  it("offers Edit and Delete only within the edit window", async () => {
    const site = await w.newSite();
    const url = site.page();
    const context = await w.newContext();
    const page = await w.open(url, context);
    await page.getByRole("button", { name: "Sign in with e-mail" }).click();
    const email = `win-${randomBytes(4).toString("hex")}@example.com`;
    const form = page.getByRole("form", { name: "Sign in with e-mail" });
    await form.getByLabel("E-mail address").fill(email);
    await form.getByLabel("Your name").fill("Wendy");
    await form.getByRole("button", { name: "Send sign-in link" }).click();
    await page.goto((await waitForMailLink(w.server.mailDir, email)).link);
    await w.ready(page);
    await page.getByText("Signed in as Wendy").waitFor();
    await page.getByRole("textbox", { name: "Your comment" }).fill("Quick, edit me");
    await page.getByRole("button", { name: "Post comment" }).click();
    await w.article(page, "Wendy").getByRole("button", { name: "Edit" }).waitFor();

    await site.configure({ embed: { edit_window_minutes: 0 } });
    await page.reload();
    await w.ready(page);
    await w.article(page, "Wendy").getByText("Quick, edit me").waitFor();
    await expect.poll(() => w.article(page, "Wendy").getByRole("button", { name: "Edit" }).count()).toBe(0);
    await expect.poll(() => w.article(page, "Wendy").getByRole("button", { name: "Delete" }).count()).toBe(0);
  });

  it("signs a reader in by the host page's SSO identity token", async () => {
    const site = await w.newSite();
    const secret = (await w.api.post(`/v1/sites/${site.id}/sso-secrets`)).json.secret as string;
    await site.configure({ embed: { sign_in_modes: ["guest", "magic_link", "sso"] } });
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ name: "Linus", email: "linus@example.com" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(`user-${randomBytes(4).toString("hex")}`)
      .setAudience(site.id)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(secret));
    const url = site.page({ "identity-token": token });

    const page = await w.open(url);
    await page.getByText("Signed in as Linus").waitFor();
    await expect.poll(() => page.getByRole("button", { name: "Sign in with e-mail" }).count()).toBe(0);
    await page.getByRole("textbox", { name: "Your comment" }).fill("Through SSO");
    await page.getByRole("button", { name: "Post comment" }).click();
    await w.article(page, "Linus").getByText("Through SSO").waitFor();
    await w.article(page, "Linus").getByText("you", { exact: true }).waitFor();
    const [stored] = (await w.api.get(`/v1/comments?site_id=${site.id}&thread_url=${encodeURIComponent(url)}`)).json
      .comments;
    expect(stored).toMatchObject({ author_name: "Linus", author_kind: "reader", content: "Through SSO" });
  });

  it("lets a signed-in reader erase their own data from the widget, confirmed by the e-mailed link", async () => {
    const site = await w.newSite();
    const secret = (await w.api.post(`/v1/sites/${site.id}/sso-secrets`)).json.secret as string;
    await site.configure({ embed: { sign_in_modes: ["guest", "sso"] } });
    const email = `mira-${randomBytes(4).toString("hex")}@example.com`;
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ name: "Mira", email })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(`user-${randomBytes(4).toString("hex")}`)
      .setAudience(site.id)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(secret));
    const url = site.page({ "identity-token": token });
    const page = await w.open(url);
    await page.getByText("Signed in as Mira").waitFor();
    await page.getByRole("textbox", { name: "Your comment" }).fill("Soon gone");
    await page.getByRole("button", { name: "Post comment" }).click();
    await w.article(page, "Mira").getByText("Soon gone").waitFor();

    await page.getByText("Your data:").waitFor();
    await page.getByRole("button", { name: "Erase it" }).click();
    await page.getByRole("status").filter({ hasText: "Check your inbox" }).waitFor();
    if (process.env.SCREENSHOTS_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/widget-own-data.png` });
    const { link } = await waitForMailLink(w.server.mailDir, email);
    const confirmPage = await page.context().newPage();
    await confirmPage.goto(link);
    await confirmPage.getByRole("button", { name: "Erase my data" }).click();
    await confirmPage.getByRole("heading", { name: "Your data was erased" }).waitFor();
    const [stored] =
      (await w.api.get(`/v1/comments?site_id=${site.id}&thread_url=${encodeURIComponent(url)}`)).json.comments ?? [];
    expect(stored).toBeUndefined();
  });
});
