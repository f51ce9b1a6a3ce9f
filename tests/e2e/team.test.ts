import { randomBytes } from "node:crypto";

import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { buildAccount, buildMember, setPlan } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { type Bootstrapped } from "../support/run-cli";
import { testServers } from "../support/test-servers";
import { waitFor } from "../support/wait-for";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { waitForMailLink } from "./support/read-mailbox";
import { captureNextAction, replayAction } from "./support/replay-action";
import { signInAs } from "./support/sign-in-as";

const server = testServers().find((s) => s.name === "sqlite")!;
const unique = () => randomBytes(4).toString("hex");
const notForYourRole = "This page is not for your role";

async function newOwner(): Promise<Bootstrapped & { email: string }> {
  const email = `owner-${unique()}@example.com`;
  return { ...(await buildAccount(server.databaseUrl, { email: email })), email };
}

async function invite(accountId: string, role: "admin" | "moderator"): Promise<string> {
  const email = `${role}-${unique()}@example.com`;
  await buildMember(server.databaseUrl, { accountId, email, role: role });
  return email;
}

/** The membership of `email` in the account, straight from the database (roles have no /v1 API). */
async function membershipOf(accountId: string, email: string) {
  const [row] = await queryDatabase(
    server.databaseUrl,
    `SELECT m."role", m."siteIds", m."joinedAt" FROM "Membership" m JOIN "Member" u ON u."id" = m."memberId" WHERE m."accountId" = $1 AND u."email" = $2`,
    [accountId, email],
  );
  return row as { role: string; siteIds: string; joinedAt: unknown } | undefined;
}

describe.skipIf(!findChromium())("the Team page", () => {
  const session = launchBrowser();

  async function context(
    colorScheme: "light" | "dark" = "light",
    width = 1280,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const made = await session.newContext({ colorScheme, viewport: { width, height: 900 }, reducedMotion: "reduce" });
    return { context: made, page: await made.newPage() };
  }

  async function signedIn(email: string, colorScheme: "light" | "dark" = "light", width = 1280) {
    const made = await context(colorScheme, width);
    await signInAs(made.context, server, email);
    return made;
  }

  async function open(page: Page, path: string): Promise<void> {
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await checkAccessibility(page);
  }

  const row = (page: Page, email: string) => page.getByTestId("member-row").filter({ hasText: email });

  it("invites a moderator whose e-mailed link signs them in, to the moderation pages only", async () => {
    const owner = await newOwner();
    const { page } = await signedIn(owner.email);
    await open(page, "/settings/team");

    const email = `invitee-${unique()}@example.com`;
    await page.getByLabel("E-mail address").fill(email);
    await expect.poll(() => page.getByRole("radio", { name: "Moderator" }).isChecked()).toBe(true);
    await page.getByRole("checkbox", { name: "My site" }).check();
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByText(`Invitation sent to ${email}`).waitFor();
    await row(page, email).getByText("invited").waitFor();
    await expect.poll(() => row(page, email).textContent()).toContain("Sites: My site");
    await expect.poll(() => page.getByLabel("E-mail address").inputValue()).toBe("");
    await checkAccessibility(page);
    await expect(membershipOf(owner.account_id, email)).resolves.toMatchObject({
      role: "moderator",
      siteIds: JSON.stringify([owner.site_id]),
    });

    // The same address again: the browser lets it through, the server refuses it beside the field, focused, as typed.
    const address = page.getByRole("textbox", { name: "E-mail address" });
    await address.fill(email.toUpperCase());
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByText("is already a member").waitFor();
    await expect.poll(() => address.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
    await expect.poll(() => address.inputValue()).toBe(email.toUpperCase());
    // A typo is caught before sending, with the same schema's words.
    await address.fill("not an address");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByText("must be an e-mail address").waitFor();

    // The invitation's link signs the invitee in, in a browser that had no session, and lands on moderation.
    const { mail, link } = await waitForMailLink(server.mailDir, email);
    expect(mail.subject).toContain("invited");
    const invitee = await context("dark", 375);
    await invitee.page.goto(link);
    await invitee.page.waitForURL(/\/moderation/);
    await invitee.page.getByRole("heading", { level: 1, name: "Moderation" }).waitFor();
    await checkAccessibility(invitee.page);
    const nav = invitee.page.getByRole("navigation", { name: "Dashboard" });
    await invitee.page.getByRole("button", { name: "Open menu" }).click();
    await expect
      // The pages' list (the sidebar's foot also links "Create another account").
      .poll(() => nav.getByRole("listitem").getByRole("link").allTextContents())
      .toEqual([
        expect.stringContaining("Moderation"),
        expect.stringContaining("Audit log"),
        expect.stringContaining("Notifications"),
      ]);

    // Every manager page answers with the no-access page.
    const managerPages = ["/settings/api-keys", "/settings/team", "/settings/plan", "/webhooks", "/sites"];
    for (const path of managerPages) {
      await invitee.page.goto(`${server.baseUrl}${path}`);
      await invitee.page.getByRole("heading", { name: notForYourRole }).waitFor();
      await checkAccessibility(invitee.page);
    }

    // Back on the owner's page, the invitation is accepted.
    await page.reload();
    await row(page, email).getByText("active").waitFor();
    await expect(membershipOf(owner.account_id, email)).resolves.toMatchObject({ joinedAt: expect.anything() });
  });

  it("changes a role, refuses in words to demote or remove the last owner, and removes a member", async () => {
    const owner = await newOwner();
    const admin = await invite(owner.account_id, "admin");
    const asAdmin = await signedIn(admin);
    const { page } = await signedIn(owner.email, "dark");
    await open(page, "/settings/team");

    // Admin → moderator of every site.
    await row(page, admin).getByRole("button", { name: "Change role" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await checkAccessibility(page);
    await dialog.getByRole("radio", { name: "Moderator" }).check();
    await dialog.getByRole("checkbox", { name: "My site" }).waitFor();
    await dialog.getByRole("button", { name: "Save role" }).click();
    await page.getByText(`${admin} is now moderator`).waitFor();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => row(page, admin).textContent()).toContain("Sites: all sites");
    await expect(membershipOf(owner.account_id, admin)).resolves.toMatchObject({ role: "moderator", siteIds: "[]" });
    // The change applies to the member's next page.
    await asAdmin.page.goto(`${server.baseUrl}/settings/team`);
    await asAdmin.page.getByRole("heading", { name: notForYourRole }).waitFor();

    // The only owner cannot demote themselves: the dialog says why, and nothing changes.
    await row(page, owner.email).getByRole("button", { name: "Change role" }).click();
    await dialog.getByRole("radio", { name: "Admin" }).check();
    await dialog.getByRole("button", { name: "Save role" }).click();
    await dialog
      .getByRole("alert")
      .getByText("An account needs at least one owner: make someone else owner first.")
      .waitFor();
    await dialog.getByText("the last owner cannot be removed or demoted").waitFor();
    await checkAccessibility(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(membershipOf(owner.account_id, owner.email)).resolves.toMatchObject({ role: "owner" });

    // Nor leave the account.
    await row(page, owner.email).getByRole("button", { name: "Remove" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Leave account" }).click();
    await page.getByText("An account needs at least one owner: make someone else owner first.").waitFor();
    await expect(membershipOf(owner.account_id, owner.email)).resolves.toMatchObject({ role: "owner" });

    // Removing the other member ends their access at once.
    await row(page, admin).getByRole("button", { name: "Remove" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove member" }).click();
    await page.getByText(`${admin} removed`).waitFor();
    await row(page, admin).waitFor({ state: "detached" });
    await expect(membershipOf(owner.account_id, admin)).resolves.toBeUndefined();
    // It was their only account: nothing of them is kept (docs/dashboard.md, "Leaving an account").
    await expect(
      queryDatabase(server.databaseUrl, `SELECT "id" FROM "Member" WHERE "email" = $1`, [admin]),
    ).resolves.toEqual([]);
    await asAdmin.page.goto(`${server.baseUrl}/moderation`);
    await asAdmin.page.waitForURL(/\/sign-in/);
  });

  it("lets an admin manage members but not owners, and refuses replayed invitations by role and across accounts", async () => {
    const owner = await newOwner();
    // Four members and more: beyond the Free plan's three (docs/plans.md).
    await setPlan(server.databaseUrl, owner.account_id, "publisher");
    const admin = await invite(owner.account_id, "admin");
    const moderator = await invite(owner.account_id, "moderator");
    const stranger = await newOwner();
    const { context: adminContext, page } = await signedIn(admin);
    await open(page, "/settings/team");

    // No controls on the owner's row, and no owner role to give.
    await expect.poll(() => row(page, owner.email).getByRole("button").count()).toBe(0);
    await expect.poll(() => page.getByRole("radio", { name: "Owner" }).count()).toBe(0);
    await expect.poll(() => row(page, moderator).getByRole("button", { name: "Change role" }).count()).toBe(1);

    // The admin's real invitation, captured so that it can be replayed.
    const first = `first-${unique()}@example.com`;
    await page.getByLabel("E-mail address").fill(first);
    const captured = captureNextAction(page);
    await page.getByRole("button", { name: "Send invitation" }).click();
    const action = await captured;
    await page.getByText(`Invitation sent to ${first}`).waitFor();

    // The form posts its values, the /v1 body as a plain object: replayed with others.
    const replayWith = (who: BrowserContext, email: string, role: string) =>
      replayAction(who, action, [{ email, role }]);
    const asModerator = await signedIn(moderator, "dark");
    const asStranger = await signedIn(stranger.email, "dark");
    const byModerator = `by-moderator-${unique()}@example.com`;
    const ownerByAdmin = `owner-by-admin-${unique()}@example.com`;
    const byStranger = `by-stranger-${unique()}@example.com`;
    await expect(replayWith(asModerator.context, byModerator, "admin")).resolves.toMatchObject({
      ok: false,
      code: "forbidden",
    });
    await expect(replayWith(adminContext, ownerByAdmin, "owner")).resolves.toMatchObject({
      ok: false,
      code: "forbidden",
    });
    await expect(membershipOf(owner.account_id, byModerator)).resolves.toBeUndefined();
    await expect(membershipOf(owner.account_id, ownerByAdmin)).resolves.toBeUndefined();
    // The stranger's replay works, but in the stranger's own account: the account comes from the session.
    await expect(replayWith(asStranger.context, byStranger, "moderator")).resolves.toMatchObject({ ok: true });
    await expect(membershipOf(owner.account_id, byStranger)).resolves.toBeUndefined();
    await expect(membershipOf(stranger.account_id, byStranger)).resolves.toMatchObject({ role: "moderator" });

    // And the stranger's team page shows nothing of the first account.
    await open(asStranger.page, "/settings/team");
    const strangerRows = await asStranger.page.getByTestId("member-row").allTextContents();
    expect(strangerRows.join(" ")).not.toContain(admin);
    expect(strangerRows.join(" ")).toContain(byStranger);
  });

  it("signs the member out of every browser with Sign out everywhere", async () => {
    const owner = await newOwner();
    const laptop = await signedIn(owner.email);
    const phone = await signedIn(owner.email, "dark", 375);
    await open(phone.page, "/settings/team");
    await open(laptop.page, "/settings/team");
    await laptop.page.getByRole("button", { name: "Sign out everywhere" }).click();
    await laptop.page.waitForURL(/\/sign-in/);
    await waitFor("the phone's session to end", async () => {
      await phone.page.goto(`${server.baseUrl}/settings/team`);
      return /\/sign-in/.test(phone.page.url()) ? true : undefined;
    });
    const [sessions] = await queryDatabase(
      server.databaseUrl,
      `SELECT COUNT(*) AS "count" FROM "MemberSession" s JOIN "Member" m ON m."id" = s."memberId" WHERE m."email" = $1`,
      [owner.email],
    );
    expect(Number(sessions?.count)).toBe(0);
  });
});
