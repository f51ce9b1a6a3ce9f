// The embeddable widget read by a visitor: a host page on another site (http://localhost) with a
// strict CSP loads /embed.js from the API (http://127.0.0.1); every test also proves the widget
// runs there without a CSP violation or a page error (support/widget-fixture.ts).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { widgetFixture } from "./support/widget-fixture";

/** The authors of the thread's comments, top to bottom as shown. */
async function shownAuthors(page: Page): Promise<string[]> {
  return page.locator("#threadline-comments article .nm").allTextContents();
}

/** The left edge of a comment's text, to compare indentation. */
async function leftOf(page: Page, name: string): Promise<number> {
  const box = await page.getByRole("article", { name, exact: true }).locator(".body").boundingBox();
  if (!box) throw new Error(`${name}: not laid out`);
  return box.x;
}

describe.skipIf(!findChromium())("the widget, reading", () => {
  const session = launchBrowser();
  const w = widgetFixture(session);

  it("indents replies up to max_reply_depth and shows deeper ones flat, saying whom they answer", async () => {
    const site = await w.newSite({ embed: { max_reply_depth: 2 } });
    const url = site.page();
    const root = await site.comment(url, "The root", { author_name: "Root" });
    const one = await site.comment(url, "First level", { author_name: "Level one", parent_id: root.id });
    const two = await site.comment(url, "Second level", { author_name: "Level two", parent_id: one.id });
    await site.comment(url, "Third level", { author_name: "Level three", parent_id: two.id });

    const page = await w.open(url);
    await w.article(page, "Level three").waitFor();
    await expect.poll(() => page.locator("#threadline-comments h2").textContent()).toBe("4 comments");
    const [x0, x1, x2, x3] = await Promise.all(
      ["Root", "Level one", "Level two", "Level three"].map((name) => leftOf(page, name)),
    );
    expect(x1).toBeGreaterThan(x0! + 5);
    expect(x2).toBeGreaterThan(x1! + 5);
    expect(x3).toBe(x2);
    await expect.poll(() => w.article(page, "Level three").getByText("Replying to Level two").count()).toBe(1);
    await expect
      .poll(() =>
        w
          .article(page, "Level two")
          .getByText(/Replying to/)
          .count(),
      )
      .toBe(0);
  });

  it("sorts by Top, Newest and Oldest with pressed buttons, and pages with Load more", async () => {
    const site = await w.newSite({ embed: { comments_per_page: 2 } });
    const url = site.page();
    for (const name of ["Old", "Mid", "New"]) await site.comment(url, `${name} comment`, { author_name: name });
    const [mid] = (
      await w.api.get(`/v1/comments?site_id=${site.id}&thread_url=${encodeURIComponent(url)}&sort=newest`)
    ).json.comments.filter((c: { author_name: string }) => c.author_name === "Mid");
    for (const voter of ["a", "b"])
      expect((await w.api.post(`/v1/comments/${mid.id}/upvote`, { voter_id: voter })).status).toBe(200);

    const page = await w.open(url);
    const button = (name: string) =>
      page.getByRole("group", { name: "Sort comments" }).getByRole("button", { name, exact: true });
    await expect.poll(() => button("Top").getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => page.locator("#threadline-comments h2").textContent()).toBe("3 comments");
    await expect.poll(async () => (await shownAuthors(page))[0]).toBe("Mid");
    await expect.poll(() => shownAuthors(page)).toHaveLength(2);

    await page.getByRole("button", { name: "Load more comments" }).click();
    await page.locator("#threadline-comments article").nth(2).waitFor();
    await expect.poll(async () => (await shownAuthors(page)).sort()).toEqual(["Mid", "New", "Old"]);
    await page.getByRole("button", { name: "Load more comments" }).waitFor({ state: "hidden" });

    await button("Newest").click();
    await page.waitForFunction(
      () =>
        document.querySelector("#threadline-comments")?.shadowRoot?.querySelector("article .nm")?.textContent === "New",
    );
    await expect.poll(() => button("Newest").getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => button("Top").getAttribute("aria-pressed")).toBe("false");
    await expect.poll(() => shownAuthors(page)).toEqual(["New", "Mid"]);

    await button("Oldest").click();
    await page.waitForFunction(
      () =>
        document.querySelector("#threadline-comments")?.shadowRoot?.querySelector("article .nm")?.textContent === "Old",
    );
    await expect.poll(() => shownAuthors(page)).toEqual(["Old", "Mid"]);
    await page.getByRole("button", { name: "Load more comments" }).click();
    await w.article(page, "New").waitFor();
    await expect.poll(() => shownAuthors(page)).toEqual(["Old", "Mid", "New"]);
  });

  it("shows a deleted comment that has replies as a placeholder, and the empty state and 1 comment", async () => {
    const site = await w.newSite();
    const url = site.page();
    const empty = await w.open(site.page());
    await empty.getByText("No comments yet. Start the conversation.").waitFor();
    await expect.poll(() => empty.locator("#threadline-comments h2").textContent()).toBe("0 comments");

    const gone = await site.comment(url, "Soon gone", { author_name: "Gone" });
    await site.comment(url, "Still here", { author_name: "Replier", parent_id: gone.id });
    expect((await w.api.del(`/v1/comments/${gone.id}`)).status).toBe(200);
    const page = await w.open(url);
    await w.article(page, "Replier").waitFor();
    await page.getByText("This comment was deleted.").waitFor();
    await expect.poll(() => page.getByText("Soon gone").count()).toBe(0);
    await expect.poll(() => page.locator("#threadline-comments h2").textContent()).toBe("1 comment");
    await expect.poll(() => page.getByText("No comments yet").count()).toBe(0);
  });

  it("shows a locked thread as closed, with no composer and no Reply", async () => {
    const site = await w.newSite();
    const url = site.page();
    const first = await site.comment(url, "Before the lock", { author_name: "Early" });
    const open = await w.open(url);
    await open.getByRole("textbox", { name: "Your comment" }).waitFor();
    await w.article(open, "Early").getByRole("button", { name: "Reply" }).waitFor();

    expect((await w.api.patch(`/v1/threads/${first.thread_id}`, { locked: true })).status).toBe(200);
    const page = await w.open(url);
    await page.getByText("Comments are closed on this page.").waitFor();
    await w.article(page, "Early").waitFor();
    await expect.poll(() => page.getByRole("textbox").count()).toBe(0);
    await expect.poll(() => page.getByRole("button", { name: "Reply" }).count()).toBe(0);
  });

  it("turns dark by data-theme, by the site's theme, and by the system with auto: the computed colours change", async () => {
    const colours = async (page: Page) =>
      page.locator("#threadline-comments .w").evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, text: style.color };
      });
    const light = { background: "rgb(255, 255, 255)", text: "rgb(24, 24, 27)" };
    const dark = { background: "rgb(24, 24, 27)", text: "rgb(244, 244, 245)" };
    const auto = await w.newSite();
    const darkSite = await w.newSite({ theme: { color_scheme: "dark" } });

    expect(await colours(await w.open(auto.page()))).toEqual(light);
    expect(await colours(await w.open(auto.page({ theme: "dark" })))).toEqual(dark);
    expect(await colours(await w.open(darkSite.page()))).toEqual(dark);
    // data-theme wins over the site's setting.
    expect(await colours(await w.open(darkSite.page({ theme: "light" })))).toEqual(light);
    const darkSystem = await w.newContext({ colorScheme: "dark" });
    expect(await colours(await w.open(auto.page(), darkSystem))).toEqual(dark);
    expect(await colours(await w.open(auto.page({ theme: "light" }), darkSystem))).toEqual(light);
  });
});
