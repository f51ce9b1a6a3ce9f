// The spam filter in the dashboard: the score and its reasons on the queue's cards, the "Likely
// spam" filter and the spam-score order, and the site's spam filter setting and model reset.
import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { describeSpamReason } from "@/lib/moderation/describe-spam-reason";

import { apiClient } from "../support/api-client";
import { buildAccount, buildMember } from "../support/factories";
import { testServers } from "../support/test-servers";
import { dashboardFixture, type DashboardAccount } from "./support/dashboard-fixture";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { card, cardTexts, holdEverything, postComment } from "./support/moderation-fixture";
import { captureNextAction, replayAction } from "./support/replay-action";

const server = testServers().find((s) => s.name === "sqlite")!;
const spamText = "Check out my channel and subscribe please!! Free gift cards at http://free-gifts.example.com";
const ordinaryText = "I read this twice; the second section on caching made the trade-off clear.";
type Reason = { signal: string; weight: number };

describe.skipIf(!findChromium())("the spam filter in the dashboard", () => {
  const session = launchBrowser();
  const { signedIn, open, scanBothSchemes } = dashboardFixture(session, server);

  // A site whose filter holds likely spam, and every other comment held too so both reach the queue.
  async function spamAccount(): Promise<DashboardAccount> {
    const email = `spam-${randomBytes(4).toString("hex")}@example.com`;
    const account = await buildAccount(server.databaseUrl, { email, spamFilter: "hold" });
    const made = { ...account, email, api: apiClient(server.baseUrl, account.api_keys.live) };
    await holdEverything(made);
    return made;
  }

  it("shows the score and its reasons in words, filters likely spam and sorts by score", async () => {
    const owner = await spamAccount();
    const spamId = await postComment(owner, spamText);
    const ordinaryId = await postComment(owner, ordinaryText);
    const spam = (await owner.api.get(`/v1/comments/${spamId}`)).json.spam as { score: number; reasons: Reason[] };
    const ordinary = (await owner.api.get(`/v1/comments/${ordinaryId}`)).json.spam as { score: number };

    const { page } = await signedIn(owner.email);
    await open(page, "/moderation");
    const spamCard = card(page, "Free gift cards");
    const ordinaryCard = card(page, "second section on caching");
    await spamCard.getByText(`Spam score ${spam.score.toFixed(2)}`).waitFor();
    await spamCard.getByText("Likely spam", { exact: true }).waitFor();
    await ordinaryCard.getByText(`Spam score ${ordinary.score.toFixed(2)}`).waitFor();
    expect(await ordinaryCard.getByText("Likely spam", { exact: true }).count()).toBe(0);

    // The reasons fold out under the score, in words with their weights, split by direction.
    const reasons = spamCard.getByTestId("spam-summary");
    await reasons.getByText("Why?").click();
    await reasons.getByText("Pointing to spam").waitFor();
    for (const reason of spam.reasons) {
      const weight = `${reason.weight < 0 ? "−" : "+"}${Math.abs(reason.weight).toFixed(1)}`;
      await reasons
        .getByRole("listitem")
        .filter({ hasText: describeSpamReason(reason.signal) })
        .getByText(weight)
        .waitFor();
    }
    expect(spam.reasons.some((reason) => reason.weight > 0)).toBe(true);
    await expect.poll(() => reasons.textContent()).toMatch(/the words? “(subscribe|check|channel|free|gift)/);
    await scanBothSchemes(page);

    // Newest first by default; "Likely spam only" keeps the spam one; the spam order puts it first.
    await expect.poll(() => cardTexts(page)).toEqual([ordinaryText, spamText]);
    await page.getByRole("checkbox", { name: "Likely spam only" }).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/spam=likely/);
    await expect.poll(() => cardTexts(page)).toEqual([spamText]);
    await page.getByRole("checkbox", { name: "Likely spam only" }).uncheck();
    await page.getByLabel("Sort").selectOption("spam");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "spam" && !url.searchParams.has("spam"));
    await page.reload();
    await expect.poll(() => cardTexts(page)).toEqual([spamText, ordinaryText]);
    await expect.poll(() => page.getByLabel("Sort").inputValue()).toBe("spam");

    // A value the URL should not hold is named beside its field; the rest of the view still shows.
    await open(page, "/moderation?spam=maybe&sort=loudest");
    await page.getByText("Use spam=likely to see only likely spam.").waitFor();
    await page.getByText("Sort by newest, oldest or spam score.").waitFor();
    await expect.poll(() => cardTexts(page)).toEqual([ordinaryText, spamText]);
    await scanBothSchemes(page);
  });

  it("sets the site's spam filter and resets what its model learned, on a phone in the dark; a moderator may not reset", async () => {
    const owner = await spamAccount();
    await postComment(owner, spamText);
    const { context, page } = await signedIn(owner.email, { width: "mobile" });
    await page.emulateMedia({ colorScheme: "dark" });

    // A moderator's decision teaches the site's model.
    await open(page, "/moderation");
    await card(page, "Free gift cards").getByRole("button", { name: "Spam", exact: true }).click();
    await expect
      .poll(async () => (await owner.api.get(`/v1/sites/${owner.site_id}/spam-model`)).json.labels)
      .toEqual({ spam: 1, not_spam: 0 });

    await open(page, `/sites/${owner.site_id}/moderation`);
    await page.getByText("Learned from 1 spam and 0 not-spam decisions by your moderators.").waitFor();
    await expect.poll(() => page.getByRole("radio", { name: /Hold likely spam/ }).isChecked()).toBe(true);
    await page.getByRole("link", { name: "How the spam filter works" }).first().waitFor();
    await scanBothSchemes(page);
    await page.emulateMedia({ colorScheme: "dark" });

    await page.getByRole("radio", { name: /Block likely spam/ }).check();
    await page.getByRole("checkbox", { name: "Hold new commenters until one of their comments is approved" }).check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Moderation settings saved").waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole("radio", { name: /Block likely spam/ }).isChecked()).toBe(true);
    await expect
      .poll(() =>
        page.getByRole("checkbox", { name: "Hold new commenters until one of their comments is approved" }).isChecked(),
      )
      .toBe(true);
    expect((await owner.api.get(`/v1/sites/${owner.site_id}`)).json.moderation).toMatchObject({
      spam_filter: "block",
      hold_first_comments: true,
    });

    // The reset asks first, then the panel says the model starts again from the default.
    await page.getByRole("button", { name: "Reset the spam model" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Reset this site's spam model?").waitFor();
    await scanBothSchemes(page);
    const action = captureNextAction(page);
    await dialog.getByRole("button", { name: "Reset model" }).click();
    await page.getByText("No decisions yet: using the shared default model.").waitFor();
    await page.getByText(/Last reset/).waitFor();
    expect((await owner.api.get(`/v1/sites/${owner.site_id}/spam-model`)).json).toMatchObject({
      labels: { spam: 0, not_spam: 0 },
      learning_from: "default",
    });
    await scanBothSchemes(page);

    // A moderator may not reset, even by replaying the owner's action with their own cookie.
    const captured = await action;
    const moderator = `spam-mod-${randomBytes(4).toString("hex")}@example.com`;
    await buildMember(server.databaseUrl, { accountId: owner.account_id, email: moderator, role: "moderator" });
    const asModerator = await signedIn(moderator);
    await expect(replayAction(asModerator.context, captured, [{ site_id: owner.site_id }])).resolves.toMatchObject({
      ok: false,
      code: "forbidden",
    });
    // The owner's own replay goes through, so the refusal above was the role's.
    await expect(replayAction(context, captured, [{ site_id: owner.site_id }])).resolves.toMatchObject({ ok: true });
  });
});
