import { randomBytes } from "node:crypto";

import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { buildAccount, buildMember } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { testServers } from "../support/test-servers";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { waitForMailLink } from "./support/read-mailbox";
import { captureNextAction, replayAction } from "./support/replay-action";
import { signInAs } from "./support/sign-in-as";

const server = testServers().find((s) => s.name === "sqlite")!;
const unique = () => randomBytes(4).toString("hex");
const notForYourRole = "This page is not for your role";

/** A new account of its own owner, with its site and account named `name`. */
async function newAccount(name: string, email = `owner-${unique()}@example.com`) {
  const made = await buildAccount(server.databaseUrl, { email, siteName: name });
  return { ...made, email, name };
}

async function accountName(accountId: string): Promise<string | undefined> {
  const [row] = await queryDatabase(server.databaseUrl, `SELECT "name" FROM "Account" WHERE "id" = $1`, [accountId]);
  return row?.name as string | undefined;
}

async function memberExists(email: string): Promise<boolean> {
  const rows = await queryDatabase(server.databaseUrl, `SELECT "id" FROM "Member" WHERE "email" = $1`, [email]);
  return rows.length > 0;
}

describe.skipIf(!findChromium())("accounts: switching, General settings, leaving, deleting", () => {
  const session = launchBrowser();

  async function signedIn(email: string, colorScheme: "light" | "dark" = "light", width = 1280) {
    const context = await session.newContext({
      colorScheme,
      viewport: { width, height: 900 },
      reducedMotion: "reduce",
    });
    await signInAs(context, server, email);
    return { context, page: await context.newPage() };
  }

  async function open(page: Page, path: string): Promise<void> {
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await checkAccessibility(page);
  }

  const shownAccount = (page: Page) => page.getByTestId("account-name").textContent();
  const accountCookie = async (context: BrowserContext) =>
    (await context.cookies(server.baseUrl)).find((cookie) => cookie.name === "tl_account");

  it("switches accounts from the sidebar, per browser, checked against the memberships on every request", async () => {
    const first = await newAccount(`First ${unique()}`);
    const second = await newAccount(`Second ${unique()}`);
    const stranger = await newAccount(`Stranger ${unique()}`);
    await buildMember(server.databaseUrl, { accountId: second.account_id, email: first.email, role: "admin" });

    const { context, page } = await signedIn(first.email);
    await open(page, "/sites");
    // The oldest membership opens first.
    await expect.poll(() => shownAccount(page)).toBe(first.name);
    await page.getByRole("link", { name: first.name }).waitFor();

    // By keyboard: Enter on the switcher opens the menu on its first account.
    await page.getByRole("button", { name: /Switch account/ }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    await checkAccessibility(page);
    await expect
      .poll(() => menu.getByRole("menuitemradio").allTextContents())
      .toEqual([
        expect.stringMatching(new RegExp(`${first.name}\\s*owner`)),
        expect.stringMatching(new RegExp(`${second.name}\\s*admin`)),
      ]);
    await menu.getByRole("menuitem", { name: "Create another account" }).waitFor();
    const captured = captureNextAction(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain(first.name);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    const action = await captured;
    await page.getByText(`Now working in ${second.name}`).waitFor();
    await expect.poll(() => shownAccount(page)).toBe(second.name);
    // The switch lands on the new account's overview; its sites are the ones listed now.
    await page.waitForURL(/\/dashboard$/);
    await open(page, "/sites");
    await page.getByRole("link", { name: second.name }).waitFor();
    expect(await page.getByRole("link", { name: first.name }).count()).toBe(0);
    await expect.poll(async () => (await accountCookie(context))?.value).toBe(second.account_id);
    expect(await accountCookie(context)).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect((await accountCookie(context))!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

    // The choice is this browser's: another browser of the same member still opens the first account.
    const phone = await signedIn(first.email, "dark", 375);
    await open(phone.page, "/sites");
    await phone.page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => shownAccount(phone.page)).toBe(first.name);
    await phone.page.getByRole("button", { name: /Switch account/ }).click();
    await phone.page.getByRole("menuitemradio", { name: new RegExp(second.name) }).click();
    await expect.poll(() => shownAccount(phone.page)).toBe(second.name);
    await checkAccessibility(phone.page);

    // A replayed switch to an account the member does not belong to is refused, and the cookie stays.
    await expect(replayAction(context, action, [{ account_id: stranger.account_id }])).resolves.toMatchObject({
      ok: false,
      code: "account_not_found",
    });
    expect((await accountCookie(context))?.value).toBe(second.account_id);

    // A cookie naming someone else's account is ignored: the member's own (oldest) account opens.
    await context.addCookies([{ name: "tl_account", value: stranger.account_id, url: server.baseUrl }]);
    await open(page, "/sites");
    await expect.poll(() => shownAccount(page)).toBe(first.name);
    await page.getByRole("link", { name: first.name }).waitFor();
    expect(await page.getByText(stranger.name).count()).toBe(0);
  });

  it("renames the account in Settings → General, in words beside the field, for owners and admins only", async () => {
    const owner = await newAccount(`Rename ${unique()}`);
    const moderator = `moderator-${unique()}@example.com`;
    await buildMember(server.databaseUrl, { accountId: owner.account_id, email: moderator, role: "moderator" });
    const { page } = await signedIn(owner.email, "dark");
    await open(page, "/settings/general");
    // One account: its name, and the way to another.
    await page.getByRole("link", { name: "Create another account" }).waitFor();
    expect(await page.getByRole("link", { name: "Create another account" }).getAttribute("href")).toBe(
      "/welcome/new-account",
    );

    const field = page.getByRole("textbox", { name: "Account name" });
    await field.fill("\u200b ");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("must contain at least one visible character").waitFor();
    await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
    await checkAccessibility(page);

    const captured = captureNextAction(page);
    await field.fill("  Acme   Press ");
    await page.getByRole("button", { name: "Save changes" }).click();
    const action = await captured;
    await page.getByText("Account renamed to Acme Press").waitFor();
    await expect.poll(() => shownAccount(page)).toBe("Acme Press");
    await expect.poll(() => field.inputValue()).toBe("Acme Press");
    expect(await accountName(owner.account_id)).toBe("Acme Press");
    // Invitations name the account as it is now.
    const invitee = `invitee-${unique()}@example.com`;
    await open(page, "/settings/team");
    await page.getByLabel("E-mail address").fill(invitee);
    await page.getByRole("button", { name: "Send invitation" }).click();
    const { mail } = await waitForMailLink(server.mailDir, invitee);
    expect(mail.subject).toBe("You are invited to Acme Press on Threadline");

    // A moderator sees no General page, and a replayed rename with their cookie is refused.
    const asModerator = await signedIn(moderator);
    await asModerator.page.goto(`${server.baseUrl}/settings/general`);
    await asModerator.page.getByRole("heading", { name: notForYourRole }).waitFor();
    await expect(replayAction(asModerator.context, action, [{ name: "Taken over" }])).resolves.toMatchObject({
      ok: false,
      code: "forbidden",
    });
    expect(await accountName(owner.account_id)).toBe("Acme Press");

    // A moderator leaves from Notifications, the settings page they have; with no other account, they are signed out.
    await open(asModerator.page, "/settings/notifications");
    await asModerator.page.getByRole("button", { name: "Leave account" }).click();
    await asModerator.page.getByRole("alertdialog").getByRole("button", { name: "Leave account" }).click();
    await asModerator.page.waitForURL(/\/sign-in\?signed_out=1/);
    expect(await memberExists(moderator)).toBe(false);
  });

  it("lets a member leave, but not the last owner, who is told why beside the button", async () => {
    const owner = await newAccount(`Leave ${unique()}`);
    const elsewhere = await newAccount(`Elsewhere ${unique()}`);
    const admin = `admin-${unique()}@example.com`;
    const onlyHere = `only-here-${unique()}@example.com`;
    await buildMember(server.databaseUrl, { accountId: elsewhere.account_id, email: admin, role: "admin" });
    await buildMember(server.databaseUrl, { accountId: owner.account_id, email: admin, role: "admin" });
    await buildMember(server.databaseUrl, { accountId: owner.account_id, email: onlyHere, role: "admin" });

    const asOwner = await signedIn(owner.email);
    await open(asOwner.page, "/settings/general");
    const ownersButton = asOwner.page.getByRole("button", { name: "Leave account" });
    await expect.poll(() => ownersButton.isDisabled()).toBe(true);
    await asOwner.page.getByText("You are its only owner, so you cannot leave it").waitFor();
    expect(await ownersButton.getAttribute("aria-describedby")).toBe("leave-account-note");

    // An admin of two accounts leaves this one and lands in the other.
    const asAdmin = await signedIn(admin, "light", 375);
    // Their oldest membership is the other account: they switch to this one first.
    await open(asAdmin.page, "/sites");
    await asAdmin.page.getByRole("button", { name: "Open menu" }).click();
    await asAdmin.page.getByRole("button", { name: /Switch account/ }).click();
    await asAdmin.page.getByRole("menuitemradio", { name: new RegExp(owner.name) }).click();
    await expect.poll(() => shownAccount(asAdmin.page)).toBe(owner.name);
    await open(asAdmin.page, "/settings/general");
    await asAdmin.page.getByRole("button", { name: "Leave account" }).click();
    await asAdmin.page.getByRole("alertdialog").getByRole("button", { name: "Leave account" }).click();
    await asAdmin.page.getByText(`You left ${owner.name}`).waitFor();
    await asAdmin.page.waitForURL(/\/dashboard$/);
    await asAdmin.page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => shownAccount(asAdmin.page)).toBe(elsewhere.name);

    // A member with no other account leaves, and is signed out; nothing of them is kept.
    const asOnlyHere = await signedIn(onlyHere, "dark");
    await open(asOnlyHere.page, "/settings/general");
    await asOnlyHere.page.getByRole("button", { name: "Leave account" }).click();
    await asOnlyHere.page.getByRole("alertdialog").getByText("you are signed out everywhere").waitFor();
    await asOnlyHere.page.getByRole("alertdialog").getByRole("button", { name: "Leave account" }).click();
    await asOnlyHere.page.waitForURL(/\/sign-in\?signed_out=1/);
    expect(await memberExists(onlyHere)).toBe(false);
    await asOnlyHere.page.goto(`${server.baseUrl}/sites`);
    await asOnlyHere.page.waitForURL(/\/sign-in/);
  });

  it("deletes the account after offering the export, behind its typed name; others' cookies and roles are refused", async () => {
    const doomed = await newAccount(`Doomed ${unique()}`);
    const other = await newAccount(`Other ${unique()}`, doomed.email.replace("owner-", "owner2-"));
    await buildMember(server.databaseUrl, { accountId: other.account_id, email: doomed.email, role: "owner" });
    const admin = `admin-${unique()}@example.com`;
    const moderator = `moderator-${unique()}@example.com`;
    await buildMember(server.databaseUrl, { accountId: doomed.account_id, email: admin, role: "admin" });
    await buildMember(server.databaseUrl, { accountId: doomed.account_id, email: moderator, role: "moderator" });

    // An admin sees no danger zone.
    const asAdmin = await signedIn(admin);
    await open(asAdmin.page, "/settings/general");
    expect(await asAdmin.page.getByRole("button", { name: "Delete account" }).count()).toBe(0);

    const { context, page } = await signedIn(doomed.email, "dark", 375);
    await open(page, "/settings/general");
    const exportLink = page.getByRole("link", { name: `Export ${doomed.name}` });
    expect(await exportLink.getAttribute("href")).toBe(`/sites/${doomed.site_id}/data`);
    await page.getByText("Deletion is final.").waitFor();
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("alertdialog");
    const confirm = dialog.getByRole("button", { name: "Delete account" });
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    await checkAccessibility(page);
    await dialog.getByRole("textbox").fill(doomed.name.toLowerCase());
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    await dialog.getByRole("textbox").fill(doomed.name);
    const captured = captureNextAction(page);
    await confirm.click();
    const action = await captured;
    await page.getByText(`${doomed.name} deleted`).waitFor();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => shownAccount(page)).toBe(other.name);
    expect(await accountName(doomed.account_id)).toBeUndefined();
    // The owner keeps their other account; the moderator and admin, with none left, are gone.
    expect(await memberExists(doomed.email)).toBe(true);
    expect(await memberExists(admin)).toBe(false);
    await asAdmin.page.goto(`${server.baseUrl}/sites`);
    await asAdmin.page.waitForURL(/\/sign-in/);

    // Replays of the delete: a moderator's and an admin's cookie are refused by role, and an owner's
    // only ever reaches their own current account (here: typed with the other account's name, refused).
    const victim = await newAccount(`Victim ${unique()}`);
    const victimModerator = `vm-${unique()}@example.com`;
    const victimAdmin = `va-${unique()}@example.com`;
    await buildMember(server.databaseUrl, { accountId: victim.account_id, email: victimModerator, role: "moderator" });
    await buildMember(server.databaseUrl, { accountId: victim.account_id, email: victimAdmin, role: "admin" });
    for (const email of [victimModerator, victimAdmin]) {
      const who = await signedIn(email);
      await expect(replayAction(who.context, action, [{ confirm_name: victim.name }])).resolves.toMatchObject({
        ok: false,
        code: "forbidden",
      });
    }
    await expect(replayAction(context, action, [{ confirm_name: victim.name }])).resolves.toMatchObject({
      ok: false,
      code: "validation_failed",
    });
    expect(await accountName(victim.account_id)).toBe(victim.name);
    expect(await accountName(other.account_id)).toBe(other.name);
  });
});
