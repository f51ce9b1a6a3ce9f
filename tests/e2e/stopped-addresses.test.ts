import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { buildMember } from "../support/factories";
import { queryDatabase } from "../support/query-database";
import { testServers } from "../support/test-servers";
import { dashboardFixture } from "./support/dashboard-fixture";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { captureNextAction, replayAction } from "./support/replay-action";

const server = testServers().find((s) => s.name === "sqlite")!;
const unique = () => randomBytes(4).toString("hex");

/** A member's new-comments choice in one account, straight from the database (it has no /v1 API). */
async function commentsChoiceOf(accountId: string, email: string): Promise<string> {
  const [row] = await queryDatabase(
    server.databaseUrl,
    `SELECT m."notifyComments" FROM "Membership" m JOIN "Member" u ON u."id" = m."memberId" WHERE m."accountId" = $1 AND u."email" = $2`,
    [accountId, email],
  );
  return (row as { notifyComments: string }).notifyComments;
}

describe.skipIf(!findChromium())("Settings → Notifications: new comments and stopped addresses", () => {
  const session = launchBrowser();
  const { newAccount, signedIn, open, scanBothSchemes } = dashboardFixture(session, server);

  it("lets an owner on a phone choose new-comment e-mail, stop an address (the error beside the field) and clear it; a moderator sees no list and a replay is refused", async () => {
    const owner = await newAccount();
    const { page } = await signedIn(owner.email, { width: "mobile" });
    await open(page, "/settings/notifications");

    // New comments on my sites: "No e-mail" by default, saved per member.
    const choices = page.getByRole("group", { name: "E-mail me about new comments" });
    await expect.poll(() => choices.getByRole("radio", { name: "No e-mail" }).isChecked()).toBe(true);
    await choices.getByRole("radio", { name: "Daily digest" }).check();
    await page.getByRole("button", { name: "Save new-comment e-mail" }).click();
    await page.getByText("New-comment e-mail saved").waitFor();
    await expect.poll(() => commentsChoiceOf(owner.account_id, owner.email)).toBe("daily");

    // Stopped addresses: none yet.
    await page.getByRole("heading", { name: "Stopped addresses" }).waitFor();
    await page.getByText("No stopped addresses").waitFor();
    await scanBothSchemes(page);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);

    // A wrong address is said beside its field, and focused.
    const address = page.getByRole("textbox", { name: "E-mail address" });
    await address.fill("not an address");
    await page.getByRole("button", { name: "Stop mail" }).click();
    await page.getByText("must be an e-mail address").waitFor();
    await expect.poll(() => address.getAttribute("aria-invalid")).toBe("true");
    await scanBothSchemes(page);

    const email = `Bounced-${unique()}@Example.com`;
    await address.fill(email);
    await page.getByRole("combobox", { name: "Reason" }).selectOption("complaint");
    const added = captureNextAction(page);
    await page.getByRole("button", { name: "Stop mail" }).click();
    const addAction = await added;
    await page.getByText(`${email.toLowerCase()} stopped`).waitFor();
    const row = page.getByTestId("suppression-row").filter({ hasText: email.toLowerCase() });
    await row.getByText("complained").waitFor();
    await row.getByText("Added in the dashboard").waitFor();
    const listed = (await owner.api.get("/v1/mail-suppressions")).json;
    expect(listed.suppressions).toMatchObject([
      { email: email.toLowerCase(), reason: "complaint", source: "dashboard" },
    ]);
    await scanBothSchemes(page);

    // A moderator: their own choice, but no list; replaying the owner's actions is refused.
    const moderator = `moderator-${unique()}@example.com`;
    await buildMember(server.databaseUrl, { accountId: owner.account_id, email: moderator, role: "moderator" });
    const asModerator = await signedIn(moderator);
    await asModerator.page.emulateMedia({ colorScheme: "dark" });
    await open(asModerator.page, "/settings/notifications");
    await asModerator.page.getByRole("heading", { name: "New comments on my sites" }).waitFor();
    expect(await asModerator.page.getByRole("heading", { name: "Stopped addresses" }).count()).toBe(0);
    await asModerator.page
      .getByRole("group", { name: "E-mail me about new comments" })
      .getByRole("radio", { name: "Each new comment" })
      .check();
    await asModerator.page.getByRole("button", { name: "Save new-comment e-mail" }).click();
    await asModerator.page.getByText("New-comment e-mail saved").waitFor();
    await expect.poll(() => commentsChoiceOf(owner.account_id, moderator)).toBe("each");
    expect(await commentsChoiceOf(owner.account_id, owner.email)).toBe("daily");
    await scanBothSchemes(asModerator.page);

    const refused = await replayAction(asModerator.context, addAction, [
      { email: `moderated-${unique()}@example.com`, reason: "manual" },
    ]);
    expect(refused).toMatchObject({ ok: false, code: "forbidden" });

    // The owner clears it; the moderator's replay of Clear would have been refused as well.
    const cleared = captureNextAction(page);
    await row.getByRole("button", { name: `Clear ${email.toLowerCase()}` }).click();
    const clearAction = await cleared;
    await page.getByText(`${email.toLowerCase()} may be mailed again`).waitFor();
    await page.getByText("No stopped addresses").waitFor();
    expect((await owner.api.get("/v1/mail-suppressions")).json.total).toBe(0);
    const again = (
      await owner.api.post("/v1/mail-suppressions", { email: `again-${unique()}@example.com`, reason: "bounce" })
    ).json;
    expect(await replayAction(asModerator.context, clearAction, [{ suppression_id: again.id }])).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    expect((await owner.api.get("/v1/mail-suppressions")).json.total).toBe(1);
  });
});
