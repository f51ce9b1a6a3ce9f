import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { apiClient, threadQuery } from "../support/api-client";
import { bootstrap, runCli, type Bootstrapped } from "../support/run-cli";
import { checkAccessibility } from "./support/check-accessibility";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { captureNextAction, replayAction } from "./support/replay-action";
import { signInAs } from "./support/sign-in-as";

const server = inject("servers").find((s) => s.name === "sqlite")!;
const unique = () => randomBytes(4).toString("hex");

/** A new account whose site holds every new comment for a moderator ("all"). */
async function moderatedAccount(): Promise<Bootstrapped & { email: string; api: ReturnType<typeof apiClient> }> {
  const email = `owner-${unique()}@example.com`;
  const account = await bootstrap(server.databaseUrl, ["--email", email]);
  const api = apiClient(server.baseUrl, account.api_keys.live);
  expect((await api.patch(`/v1/sites/${account.site_id}`, { moderation: { mode: "all" } })).status).toBe(200);
  return { ...account, email, api };
}

async function postComment(api: ReturnType<typeof apiClient>, siteId: string, content: string, threadUrl = `https://example.com/posts/${unique()}`) {
  const created = await api.post("/v1/comments", { site_id: siteId, thread_url: threadUrl, content, author_name: "Ada Reader" });
  expect(created.json).toMatchObject({ status: "pending" });
  return { id: created.json.id as string, threadUrl };
}

describe.skipIf(!findChromium())("the Moderation page", () => {
  const session = launchBrowser();

  async function signedIn(email: string, colorScheme: "light" | "dark" = "light", width = 1280) {
    const context = await session.newContext({ colorScheme, viewport: { width, height: 900 }, reducedMotion: "reduce" });
    await signInAs(context, server, email);
    return { context, page: await context.newPage() };
  }

  async function open(page: Page, path: string): Promise<void> {
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await checkAccessibility(page);
  }

  const item = (page: Page, text: string) => page.getByTestId("queue-item").filter({ hasText: text });

  it("approves, rejects and marks as spam from the queue; the API then shows each decision", async () => {
    const owner = await moderatedAccount();
    const approved = await postComment(owner.api, owner.site_id, "A **kind** word to approve");
    const rejected = await postComment(owner.api, owner.site_id, "Off topic, to reject");
    const spam = await postComment(owner.api, owner.site_id, "Buy cheap things, spam");
    // Pending comments are not listed through the API yet.
    await expect(owner.api.get(threadQuery(owner.site_id, approved.threadUrl))).resolves.toMatchObject({ json: { comments: [] } });

    const dark = await signedIn(owner.email, "dark", 375);
    await open(dark.page, "/moderation");
    await item(dark.page, "kind").waitFor();
    const widths = await dark.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);

    const { page } = await signedIn(owner.email);
    await open(page, "/moderation");
    await page.getByText("3 comments waiting").waitFor();
    const first = item(page, "kind");
    // The content is the rendered (sanitized) HTML, with its author and thread.
    await expect(first.locator("strong").textContent()).resolves.toBe("kind");
    await expect(first.textContent()).resolves.toContain("Ada Reader");
    await expect(first.getByRole("link").getAttribute("href")).resolves.toBe(approved.threadUrl);

    await first.getByRole("button", { name: "Approve" }).click();
    await page.getByText("Approved: it is visible now").waitFor();
    await first.waitFor({ state: "detached" });
    await item(page, "Off topic").getByRole("button", { name: "Reject" }).click();
    await item(page, "Off topic").waitFor({ state: "detached" });
    await item(page, "cheap things").getByRole("button", { name: "Spam" }).click();
    await page.getByText("Nothing waiting").waitFor();
    await checkAccessibility(page);

    const listed = await owner.api.get(threadQuery(owner.site_id, approved.threadUrl));
    expect(listed.json.comments).toMatchObject([{ id: approved.id, status: "approved" }]);
    await expect(owner.api.get(`/v1/comments/${rejected.id}`)).resolves.toMatchObject({ json: { status: "rejected" } });
    await expect(owner.api.get(`/v1/comments/${spam.id}`)).resolves.toMatchObject({ json: { status: "spam" } });
    // The history names the member who decided.
    const history = await owner.api.get(`/v1/comments/${approved.id}/moderation`);
    expect(history.json.actions).toMatchObject([{ action: "approve", from_status: "pending", to_status: "approved", actor: expect.stringMatching(/^member:mem_/) }]);
  });

  it("pages a long queue", async () => {
    const owner = await moderatedAccount();
    const thread = `https://example.com/posts/${unique()}`;
    for (let n = 1; n <= 21; n++) await postComment(owner.api, owner.site_id, `Queued comment number ${n}.`, thread);
    const { page } = await signedIn(owner.email, "dark");
    await open(page, "/moderation");
    await page.getByText("21 comments waiting").waitFor();
    await expect(page.getByTestId("queue-item").count()).resolves.toBe(20);
    await page.getByText("Page 1 of 2").waitFor();
    await page.getByRole("link", { name: "Next" }).click();
    await page.getByText("Page 2 of 2").waitFor();
    await expect(page.getByTestId("queue-item").count()).resolves.toBe(1);
    await expect(page.getByTestId("queue-item").textContent()).resolves.toContain("Queued comment number 21.");
    await checkAccessibility(page);
  });

  it("shows a moderator limited to one site only that site, and refuses the others' comments on the server", async () => {
    const owner = await moderatedAccount();
    const second = await owner.api.post("/v1/sites", { name: "Second blog", domains: [`second-${unique()}.example.com`], moderation: { mode: "all" } });
    const secondSite = second.json.id as string;
    const mine = await postComment(owner.api, owner.site_id, "On the moderator's site");
    const theirs = await postComment(owner.api, secondSite, "On the other site");

    // The owner sees both sites, each with its count, and limits a new moderator to the first one.
    const { page: ownerPage } = await signedIn(owner.email);
    await open(ownerPage, "/moderation");
    const sites = ownerPage.getByRole("navigation", { name: "Sites" });
    await expect(sites.getByRole("link").allTextContents()).resolves.toEqual(["My site1 waiting", "Second blog1 waiting"]);
    await sites.getByRole("link", { name: /Second blog/ }).click();
    await item(ownerPage, "On the other site").waitFor();
    await checkAccessibility(ownerPage);
    const moderator = `mod-${unique()}@example.com`;
    await runCli(server.databaseUrl, ["members", "invite", "--account", owner.account_id, "--email", moderator, "--role", "moderator"]);
    await open(ownerPage, "/settings/team");
    const row = ownerPage.getByTestId("member-row").filter({ hasText: moderator });
    await row.getByRole("button", { name: "Change role" }).click();
    await ownerPage.getByRole("dialog").getByRole("checkbox", { name: "My site" }).check();
    await ownerPage.getByRole("dialog").getByRole("button", { name: "Save role" }).click();
    await row.getByText("Sites: My site").waitFor();

    const { context, page } = await signedIn(moderator, "dark");
    await open(page, "/moderation");
    await page.getByRole("heading", { name: "Waiting on My site" }).waitFor();
    await item(page, "On the moderator's site").waitFor();
    await expect(page.getByText("On the other site").count()).resolves.toBe(0);
    await expect(page.getByRole("navigation", { name: "Sites" }).count()).resolves.toBe(0);
    // The other site by URL: not found.
    await page.goto(`${server.baseUrl}/moderation?site=${secondSite}`);
    await page.getByText("No such site to moderate").waitFor();
    await checkAccessibility(page);

    // A real decision on their own site, captured and replayed at the other site's comment: refused.
    await open(page, "/moderation");
    const captured = captureNextAction(page);
    await item(page, "On the moderator's site").getByRole("button", { name: "Reject" }).click();
    const action = await captured;
    await page.getByText("Nothing waiting").waitFor();
    await expect(owner.api.get(`/v1/comments/${mine.id}`)).resolves.toMatchObject({ json: { status: "rejected" } });
    await expect(replayAction(context, action, [null, { comment_id: theirs.id, action: "approve" }])).resolves.toMatchObject({ ok: false, code: "comment_not_found" });
    await expect(owner.api.get(`/v1/comments/${theirs.id}`)).resolves.toMatchObject({ json: { status: "pending" } });

    // Another account's owner replaying it is refused the same way; the account's own owner may.
    const stranger = await moderatedAccount();
    const { context: strangerContext } = await signedIn(stranger.email);
    await expect(replayAction(strangerContext, action, [null, { comment_id: theirs.id, action: "approve" }])).resolves.toMatchObject({ ok: false, code: "comment_not_found" });
    await expect(owner.api.get(`/v1/comments/${theirs.id}`)).resolves.toMatchObject({ json: { status: "pending" } });
    const { context: ownerContext } = await signedIn(owner.email);
    await expect(replayAction(ownerContext, action, [null, { comment_id: theirs.id, action: "approve" }])).resolves.toMatchObject({ ok: true });
    await expect(owner.api.get(`/v1/comments/${theirs.id}`)).resolves.toMatchObject({ json: { status: "approved" } });
  });
});
