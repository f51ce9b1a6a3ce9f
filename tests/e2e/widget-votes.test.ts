// Upvotes, reactions and flags in the widget: a press shows at once, the server's count stays after
// a reload, a refused press rolls back, and a flag reaches the moderators.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { widgetFixture } from "./support/widget-fixture";

/** A vote button of a comment, found by its name: the word and the visible count ("Upvote 3", or "Upvote" for none). */
const voteButton = (page: Page, author: string, kind: string) =>
  page
    .getByRole("article", { name: author, exact: true })
    .getByRole("button", { name: new RegExp(`^${kind}( \\d+)?$`) });

/** A vote button's name as screen readers get it: its word, then its count when there is one (the icon is hidden). */
const nameOf = (button: Element) => (button.textContent ?? "").replace(/^\S*?(?=[A-Z])/u, "").trim();

/** Holds the page's requests matching `pattern` until `release` is called, so a test can look at the page meanwhile. */
async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    // On to the context's route, which adds the client IP.
    await route.fallback();
  });
  return release;
}

describe.skipIf(!findChromium())("the widget, votes, reactions and flags", () => {
  const session = launchBrowser();
  const w = widgetFixture(session);

  it("counts an upvote at once, keeps the server's count after a reload, and takes it back", async () => {
    const site = await w.newSite();
    const url = site.page();
    const comment = await site.comment(url, "Vote for me", { author_name: "Votee" });
    const context = await w.newContext();
    const page = await w.open(url, context);
    const upvote = voteButton(page, "Votee", "Upvote");
    await expect.poll(() => upvote.evaluate(nameOf)).toBe("Upvote");
    await expect.poll(() => upvote.getAttribute("aria-pressed")).toBe("false");

    const release = await holdRequests(page, /\/upvote\?/);
    const answered = page.waitForResponse(
      (response) => response.url().includes("/upvote") && response.request().method() === "POST",
    );
    await upvote.click();
    // Shown before the server has even seen the request.
    await expect.poll(() => upvote.evaluate(nameOf)).toBe("Upvote 1");
    await expect.poll(() => upvote.getAttribute("aria-pressed")).toBe("true");
    expect((await w.api.get(`/v1/comments/${comment.id}`)).json.upvotes).toBe(0);
    release();
    expect((await answered).status()).toBe(200);
    expect((await w.api.get(`/v1/comments/${comment.id}`)).json.upvotes).toBe(1);

    await page.reload();
    await w.ready(page);
    await expect.poll(() => voteButton(page, "Votee", "Upvote").evaluate(nameOf)).toBe("Upvote 1");
    await expect.poll(() => voteButton(page, "Votee", "Upvote").getAttribute("aria-pressed")).toBe("true");

    const withdrawn = page.waitForResponse(
      (response) => response.url().includes("/upvote") && response.request().method() === "DELETE",
    );
    await voteButton(page, "Votee", "Upvote").click();
    expect((await withdrawn).status()).toBe(200);
    await expect.poll(() => voteButton(page, "Votee", "Upvote").evaluate(nameOf)).toBe("Upvote");
    await expect.poll(() => voteButton(page, "Votee", "Upvote").getAttribute("aria-pressed")).toBe("false");
    expect((await w.api.get(`/v1/comments/${comment.id}`)).json.upvotes).toBe(0);
  });

  it("adds a reaction", async () => {
    const site = await w.newSite();
    const url = site.page();
    const comment = await site.comment(url, "React to me", { author_name: "Reactee" });
    const page = await w.open(url);
    const answered = page.waitForResponse((response) => response.url().includes("/reactions/insightful"));
    await voteButton(page, "Reactee", "Insightful").click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => voteButton(page, "Reactee", "Insightful").evaluate(nameOf)).toBe("Insightful 1");
    await expect.poll(() => voteButton(page, "Reactee", "Insightful").getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => voteButton(page, "Reactee", "Funny").getAttribute("aria-pressed")).toBe("false");
    expect((await w.api.get(`/v1/comments/${comment.id}`)).json.reaction_counts).toEqual({ insightful: 1 });
  });

  it("rolls a refused upvote back and says why", async () => {
    const site = await w.newSite();
    const url = site.page();
    const comment = await site.comment(url, "Votes are about to stop", { author_name: "Closing" });
    const page = await w.open(url);
    await site.configure({ embed: { upvotes: false } });

    const release = await holdRequests(page, /\/upvote\?/);
    const refused = page.waitForResponse((response) => response.url().includes("/upvote"));
    await voteButton(page, "Closing", "Upvote").click();
    await expect.poll(() => voteButton(page, "Closing", "Upvote").evaluate(nameOf)).toBe("Upvote 1");
    release();
    expect((await refused).status()).toBe(422);
    await page.waitForFunction(() => {
      const button = document.querySelector("#threadline-comments")?.shadowRoot?.querySelector("article .acts button");
      return button?.textContent?.trim() === "▲Upvote";
    });
    await expect.poll(() => voteButton(page, "Closing", "Upvote").getAttribute("aria-pressed")).toBe("false");
    await expect
      .poll(() => page.getByRole("article", { name: "Closing" }).getByRole("alert").textContent())
      .toBe("This site has switched that off.");
    expect((await w.api.get(`/v1/comments/${comment.id}`)).json.upvotes).toBe(0);

    await page.reload();
    await w.ready(page);
    await expect.poll(() => voteButton(page, "Closing", "Upvote").count()).toBe(0);
  });

  it("sends a flag with a reason", async () => {
    const site = await w.newSite();
    const url = site.page();
    const comment = await site.comment(url, "Flag me", { author_name: "Flaggee" });
    const page = await w.open(url);
    const article = page.getByRole("article", { name: "Flaggee" });
    await article.getByRole("button", { name: "Flag" }).click();
    await article.getByLabel("Why should a moderator look at this?").selectOption("off_topic");
    await article.getByRole("button", { name: "Send flag" }).click();
    await article.getByText("Thanks. A moderator will take a look.").waitFor();
    expect((await w.api.get(`/v1/comments/${comment.id}`)).json.flag_count).toBe(1);
    const history = await w.api.get(`/v1/comments/${comment.id}/moderation`);
    expect(history.json.flag_reasons).toMatchObject({ off_topic: 1 });
  });
});
