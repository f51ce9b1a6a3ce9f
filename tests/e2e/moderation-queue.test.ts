import { describe, expect, it } from "vitest";

import { buildMember } from "../support/factories";
import { testServers } from "../support/test-servers";
import { dashboardFixture } from "./support/dashboard-fixture";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import {
  card,
  cardTexts,
  holdEverything,
  newThread,
  postComment,
  tabCount,
  waitForCount,
} from "./support/moderation-fixture";
import { captureNextAction, replayAction } from "./support/replay-action";

const server = testServers().find((s) => s.name === "sqlite")!;

describe.skipIf(!findChromium())("the moderation queue", () => {
  const session = launchBrowser();
  const { newAccount, signedIn, open, scanBothSchemes } = dashboardFixture(session, server);

  it("shows tabs with counts, keeps filters in the URL across a reload, and pages by cursor", async () => {
    const owner = await newAccount();
    await holdEverything(owner);
    const thread = newThread();
    for (let n = 1; n <= 22; n++)
      await postComment(owner, `Queued comment number ${n}.`, {
        thread_url: thread,
        author_name: n % 2 ? "Odd Author" : "Even Author",
      });
    const flagged = await postComment(owner, "Flag me twice");
    for (const voter of ["v1", "v2"])
      await owner.api.post(`/v1/comments/${flagged}/flag`, {
        voter_id: voter,
        reason: voter === "v1" ? "spam" : "abuse",
      });
    const spam = await postComment(owner, "Spam me");
    await owner.api.post(`/v1/comments/${spam}/moderation`, { action: "spam" });

    const { page } = await signedIn(owner.email);
    await open(page, "/moderation");
    await expect.poll(() => tabCount(page, "pending")).toBe(23);
    await expect.poll(() => tabCount(page, "flagged")).toBe(1);
    await expect.poll(() => tabCount(page, "spam")).toBe(1);
    await expect.poll(() => tabCount(page, "rejected")).toBe(0);
    await expect.poll(() => tabCount(page, "all")).toBe(24);
    // Newest first by default: the flagged one, then the thread's comments from 22 down.
    await expect
      .poll(async () => (await cardTexts(page)).slice(0, 2))
      .toEqual(["Flag me twice", "Queued comment number 22."]);
    await expect.poll(() => page.getByTestId("queue-card").count()).toBe(20);
    await scanBothSchemes(page);

    // Filters: the thread and the author, oldest first; the URL carries them through a reload.
    await page.getByText("More filters: thread, author, dates").click();
    await page.getByLabel("Thread (URL or thr_ id)").fill(thread);
    await page.getByLabel("Author (name, e-mail or usr_ id)").fill("odd");
    await page.getByLabel("Sort").selectOption("oldest");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/author=odd/);
    await page.reload();
    await page.getByTestId("queue-card").first().waitFor();
    await expect.poll(() => tabCount(page, "pending")).toBe(11);
    await expect.poll(() => tabCount(page, "all")).toBe(11);
    await expect
      .poll(() => cardTexts(page))
      .toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21].map((n) => `Queued comment number ${n}.`));
    expect(new URL(page.url()).searchParams.get("sort")).toBe("oldest");

    // Cursor paging over the whole thread, and back.
    await page.getByLabel("Author (name, e-mail or usr_ id)").fill("");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => !url.searchParams.has("author"));
    await card(page, "number 1.").waitFor();
    await page.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(/after=/);
    await expect.poll(() => cardTexts(page)).toEqual(["Queued comment number 21.", "Queued comment number 22."]);
    await page.getByRole("link", { name: "Previous page" }).click();
    await page.waitForURL(/before=/);
    await expect.poll(async () => (await cardTexts(page))[0]).toBe("Queued comment number 1.");
    await expect.poll(() => page.getByTestId("queue-card").count()).toBe(20);

    // The Flagged tab, with the flags' reasons; a date filter that excludes everything; a bad date is named beside its field.
    await open(page, "/moderation?tab=flagged");
    await card(page, "Flag me twice").getByText("2 flags: abuse 1, spam 1").waitFor();
    await open(page, "/moderation?to=2001-01-01&from=nonsense");
    await page.getByText("Nothing here").waitFor();
    await page.getByText("Use a date like 2026-01-31.").waitFor();
    await scanBothSchemes(page);
  });

  it("shows what a decision needs on the card, rejects with a reason the API history shows, and pins a linked comment", async () => {
    const owner = await newAccount();
    await holdEverything(owner, { blocked_terms: ["casino"] });
    const thread = newThread();
    const parent = await postComment(owner, "The parent comment says hello", { thread_url: thread });
    await owner.api.post(`/v1/comments/${parent}/moderation`, { action: "approve" });
    const reply = await postComment(owner, "Visit https://casino.example.com now", {
      thread_url: thread,
      parent_id: parent,
      author_name: "Link Poster",
    });
    expect(
      (
        await owner.api.patch(`/v1/comments/${reply}`, {
          content: "Visit https://casino.example.com for a casino bonus",
        })
      ).status,
    ).toBe(200);

    const { page } = await signedIn(owner.email);
    await open(page, "/moderation");
    const item = card(page, "casino bonus");
    await item.getByText("In reply to").waitFor();
    await expect.poll(() => item.textContent()).toContain("Ada Reader: “The parent comment says hello”");
    await item.getByText("Blocked term: casino").waitFor();
    // The markers' "1 link" (the spam reasons, folded away, may say it too).
    await item.getByRole("list", { name: "Markers" }).getByText("1 link").waitFor();
    await item.getByText("via the API").waitFor();
    await item.getByText("Edited").waitFor();
    await expect
      .poll(() => item.getByRole("link", { name: /opens the comment/ }).getAttribute("href"))
      .toBe(`${thread}#tl-${reply}`);
    await expect
      .poll(() => item.getByRole("link", { name: "Author", exact: true }).getAttribute("href"))
      .toBe(`/moderation/author?comment=${reply}`);
    await expect
      .poll(() => item.getByRole("link", { name: "History" }).getAttribute("href"))
      .toBe(`/moderation/comments/${reply}`);

    await item.getByRole("button", { name: "Reject" }).click();
    await item.getByLabel("Reason for rejecting (optional)").fill("Advertising");
    await item.getByLabel("Reason for rejecting (optional)").press("Enter");
    await item.waitFor({ state: "detached" });
    await waitForCount(page, "rejected", 1);
    const history = await owner.api.get(`/v1/comments/${reply}/moderation`);
    // The site held it when it was written (the automatic entry), then the member rejected it.
    expect(history.json.actions).toMatchObject([
      { action: "hold", actor: "system" },
      { action: "reject", to_status: "rejected", reason: "Advertising", actor: expect.stringMatching(/^member:mem_/) },
    ]);

    // A notification's link: the rejected comment, pinned and focused on top of the Pending tab.
    await open(page, `/moderation?comment=${reply}`);
    const first = page.getByTestId("queue-card").first();
    await expect.poll(() => first.getAttribute("data-comment-id")).toBe(reply);
    await first.getByText("Linked comment").waitFor();
    await page.waitForFunction((id) => document.activeElement?.getAttribute("data-comment-id") === id, reply);
    await scanBothSchemes(page);
  });

  it("announces new comments posted while the page is open, and marks another moderator's decisions", async () => {
    const owner = await newAccount();
    await holdEverything(owner);
    const decidedElsewhere = await postComment(owner, "Someone else decides this");
    await postComment(owner, "Already here");
    const { page } = await signedIn(owner.email, { width: "mobile" });
    await open(page, "/moderation");
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    await postComment(owner, "Fresh from the API");
    await postComment(owner, "Another fresh one");
    await owner.api.post(`/v1/comments/${decidedElsewhere}/moderation`, { action: "approve" });
    await page.getByRole("button", { name: "2 new comments" }).waitFor();
    await card(page, "Someone else decides this")
      .getByText("Decided meanwhile by someone else: now approved.")
      .waitFor();
    await expect.poll(() => cardTexts(page)).toEqual(["Already here", "Someone else decides this"]);
    await page.getByRole("button", { name: "2 new comments" }).click();
    await card(page, "Fresh from the API").waitFor();
    await expect.poll(() => cardTexts(page)).toEqual(["Another fresh one", "Fresh from the API", "Already here"]);
    await scanBothSchemes(page);
  });

  it("shows a moderator limited to one site only that site, and refuses other sites' and accounts' comments on the server", async () => {
    const owner = await newAccount();
    await holdEverything(owner);
    const second = await owner.api.post("/v1/sites", {
      name: "Second blog",
      domains: [`second-${Date.now()}.example.com`],
      moderation: { mode: "all" },
    });
    const secondSite = second.json.id as string;
    for (const text of ["On the moderator's site", "Mine two", "Mine three"]) await postComment(owner, text);
    const theirs = await postComment(owner, "On the other site", { site_id: secondSite });
    const moderator = `mod-${Date.now()}@example.com`;
    await buildMember(server.databaseUrl, { accountId: owner.account_id, email: moderator, role: "moderator" });

    const { page: ownerPage } = await signedIn(owner.email);
    await open(ownerPage, "/moderation");
    await expect.poll(() => tabCount(ownerPage, "pending")).toBe(4);
    await open(ownerPage, "/settings/team");
    const row = ownerPage.getByTestId("member-row").filter({ hasText: moderator });
    await row.getByRole("button", { name: "Change role" }).click();
    await ownerPage.getByRole("dialog").getByRole("checkbox", { name: "My site" }).check();
    await ownerPage.getByRole("dialog").getByRole("button", { name: "Save role" }).click();
    await row.getByText("Sites: My site").waitFor();

    const { context, page } = await signedIn(moderator);
    await open(page, "/moderation");
    await card(page, "On the moderator's site").waitFor();
    await expect.poll(() => tabCount(page, "pending")).toBe(3);
    await expect.poll(() => page.getByText("On the other site").count()).toBe(0);
    await page.goto(`${server.baseUrl}/moderation?site=${secondSite}`);
    await page.getByText("No such site to moderate").waitFor();
    await open(page, `/moderation?comment=${theirs}`);
    await page.getByText("The linked comment is not one you can moderate").waitFor();
    const poll = await context.request.get(`${server.baseUrl}/moderation/poll?site=${secondSite}`);
    expect(poll.status()).toBe(404);
    const statuses = await context.request.get(`${server.baseUrl}/moderation/poll?ids=${theirs}`);
    expect((await statuses.json()).statuses).toEqual({});

    // Each action, captured on their own site and replayed at the other site's comment: refused.
    let captured = captureNextAction(page);
    await card(page, "On the moderator's site").getByRole("button", { name: "Spam" }).click();
    const action = await captured;
    await card(page, "On the moderator's site").waitFor({ state: "detached" });
    await page.getByLabel("Select all on this page").check();
    captured = captureNextAction(page);
    await page.getByRole("button", { name: "Reject 2" }).click();
    const many = await captured;
    await page.getByRole("status").filter({ hasText: "Rejected 2 comments." }).waitFor();
    captured = captureNextAction(page);
    await page.keyboard.press("z");
    const undo = await captured;
    await page.getByRole("status").filter({ hasText: "Undone: 2 comments" }).waitFor();
    for (const args of [[{ comment_id: theirs, action: "approve" }], [{ comment_id: theirs, action: "delete" }]]) {
      expect(await replayAction(context, action, args)).toMatchObject({ ok: false, code: "comment_not_found" });
    }
    const refused = { ok: true, data: [{ id: theirs, ok: false, code: "comment_not_found" }] };
    expect(await replayAction(context, many, [{ comment_ids: [theirs], action: "approve" }])).toMatchObject(refused);
    expect(await replayAction(context, undo, [{ comment_ids: [theirs] }])).toMatchObject(refused);
    await expect(owner.api.get(`/v1/comments/${theirs}`)).resolves.toMatchObject({ json: { status: "pending" } });

    // Another account's owner is refused the same way; the account's own owner may.
    const stranger = await newAccount();
    const { context: strangerContext } = await signedIn(stranger.email);
    expect(await replayAction(strangerContext, action, [{ comment_id: theirs, action: "approve" }])).toMatchObject({
      ok: false,
      code: "comment_not_found",
    });
    const { context: ownerContext } = await signedIn(owner.email);
    expect(await replayAction(ownerContext, action, [{ comment_id: theirs, action: "approve" }])).toMatchObject({
      ok: true,
    });
    await expect(owner.api.get(`/v1/comments/${theirs}`)).resolves.toMatchObject({ json: { status: "approved" } });
  });
});
