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

/** A member's notification setting in one account, straight from the database (it has no /v1 API). */
async function settingOf(accountId: string, email: string): Promise<{ id: string; notifyPending: string }> {
  const [row] = await queryDatabase(
    server.databaseUrl,
    `SELECT m."id", m."notifyPending" FROM "Membership" m JOIN "Member" u ON u."id" = m."memberId" WHERE m."accountId" = $1 AND u."email" = $2`,
    [accountId, email],
  );
  return row as { id: string; notifyPending: string };
}

describe.skipIf(!findChromium())("the Notifications settings page", () => {
  const session = launchBrowser();
  const { newAccount, signedIn, open, scanBothSchemes } = dashboardFixture(session, server);

  it("lets a moderator choose their own e-mail, keeps it after a reload, and no replay reaches another member's", async () => {
    const owner = await newAccount();
    const moderator = `moderator-${randomBytes(4).toString("hex")}@example.com`;
    await buildMember(server.databaseUrl, { accountId: owner.account_id, email: moderator, role: "moderator" });

    const { context, page } = await signedIn(moderator);
    await open(page, "/moderation");
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Notifications" }).click();
    await page.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
    // The default is the hourly digest, for every role.
    await expect.poll(() => page.getByRole("radio", { name: "Hourly digest" }).isChecked()).toBe(true);
    await scanBothSchemes(page);

    await page.getByRole("radio", { name: "Each comment" }).check();
    const captured = captureNextAction(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const action = await captured;
    await page.getByText("Notification settings saved").waitFor();
    await scanBothSchemes(page);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
    await expect.poll(() => page.getByRole("radio", { name: "Each comment" }).isChecked()).toBe(true);
    await expect(settingOf(owner.account_id, moderator)).resolves.toMatchObject({ notifyPending: "each" });
    await expect(settingOf(owner.account_id, owner.email)).resolves.toMatchObject({ notifyPending: "hourly" });

    // Naming another membership is refused outright; the owner's setting stays as it was.
    const ownerMembership = (await settingOf(owner.account_id, owner.email)).id;
    const aimed = await replayAction(context, action, [{ notify_pending: "never", membership_id: ownerMembership }]);
    expect(aimed).toMatchObject({ ok: false, code: "validation_failed" });
    await expect(settingOf(owner.account_id, owner.email)).resolves.toMatchObject({ notifyPending: "hourly" });

    // The same action replayed with the owner's session changes the owner's own setting only.
    const asOwner = await signedIn(owner.email);
    expect(await replayAction(asOwner.context, action, [{ notify_pending: "never" }])).toMatchObject({
      ok: true,
    });
    await expect(settingOf(owner.account_id, owner.email)).resolves.toMatchObject({ notifyPending: "never" });
    await expect(settingOf(owner.account_id, moderator)).resolves.toMatchObject({ notifyPending: "each" });

    // A value outside the three choices is refused.
    expect(await replayAction(context, action, [{ notify_pending: "always" }])).toMatchObject({
      ok: false,
      code: "validation_failed",
    });
    await expect(settingOf(owner.account_id, moderator)).resolves.toMatchObject({ notifyPending: "each" });

    // Signed out, the action does nothing.
    const stranger = await session.newContext();
    expect(await replayAction(stranger, action, [{ notify_pending: "never" }])).toBeNull();
    await expect(settingOf(owner.account_id, moderator)).resolves.toMatchObject({ notifyPending: "each" });
  });
});
