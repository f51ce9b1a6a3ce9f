import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { testServers } from "../support/test-servers";
import { dashboardFixture } from "./support/dashboard-fixture";
import { findChromium } from "./support/find-chromium";
import { launchBrowser } from "./support/launch-browser";
import { card, holdEverything, postComment, waitForCount } from "./support/moderation-fixture";

const server = testServers().find((s) => s.name === "sqlite")!;

/** The comment id of the card that has focus (the highlighted one). */
const focusedId = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest("[data-comment-id]")?.getAttribute("data-comment-id") ?? null);
const waitForFocus = (page: Page, id: string) =>
  page.waitForFunction((want) => document.activeElement?.getAttribute("data-comment-id") === want, id);

describe.skipIf(!findChromium())("the moderation queue by keyboard", () => {
  const session = launchBrowser();
  const { newAccount, signedIn, open, scanBothSchemes } = dashboardFixture(session, server);

  it("clears a queue of twenty with the keyboard alone: move, approve, reject with a reason, spam, select, delete, undo", async () => {
    const owner = await newAccount();
    await holdEverything(owner);
    const ids: string[] = [];
    for (let n = 1; n <= 20; n++) ids.push(await postComment(owner, `Keyboard comment ${n}`));
    ids.reverse(); // newest first, as the queue shows them
    const { page } = await signedIn(owner.email);
    await open(page, "/moderation");
    await waitForFocus(page, ids[0]!);
    await expect.poll(() => page.locator("[data-focused]").getAttribute("data-comment-id")).toBe(ids[0]);

    // j / k move the highlight; the shortcuts list opens with ?.
    await page.keyboard.press("j");
    await waitForFocus(page, ids[1]!);
    await page.keyboard.press("k");
    await waitForFocus(page, ids[0]!);
    await page.keyboard.press("?");
    await page.getByRole("dialog", { name: "Keyboard shortcuts" }).waitFor();
    await scanBothSchemes(page);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });

    // a approves and the next comment takes focus; the decision is announced.
    await page.keyboard.press("a");
    await waitForFocus(page, ids[1]!);
    await page.getByRole("status").filter({ hasText: "Approved the comment." }).waitFor();
    await waitForCount(page, "pending", 19);

    // z undoes it: back in the queue, the history says undo.
    await page.keyboard.press("z");
    await card(page, "Keyboard comment 20").waitFor();
    await waitForCount(page, "pending", 20);
    const history = await owner.api.get(`/v1/comments/${ids[0]}/moderation`);
    expect(history.json.actions.map((a: { action: string }) => a.action)).toEqual(["hold", "approve", "undo"]);
    expect(history.json.status).toBe("pending");

    // r opens the reason field, Enter confirms; s marks spam; shortcuts are off while typing.
    await page.locator(`[data-comment-id="${ids[1]}"]`).focus();
    await page.keyboard.press("r");
    const reason = card(page, "Keyboard comment 19").getByLabel("Reason for rejecting (optional)");
    await reason.waitFor();
    await page.keyboard.type("as off topic");
    await expect.poll(() => reason.inputValue()).toBe("as off topic");
    await page.keyboard.press("Enter");
    await waitForFocus(page, ids[2]!);
    await page.keyboard.press("s");
    await waitForFocus(page, ids[3]!);
    // Focus moves on at once; the decision reaches the server a moment later.
    await expect
      .poll(async () => (await owner.api.get(`/v1/comments/${ids[1]}/moderation`)).json)
      .toMatchObject({ status: "rejected", actions: [{ action: "hold" }, { reason: "as off topic" }] });
    await expect.poll(async () => (await owner.api.get(`/v1/comments/${ids[2]}`)).json.status).toBe("spam");

    // d asks first (deletion is final); Enter confirms.
    await page.keyboard.press("d");
    await page.getByRole("alertdialog").getByText("Deleting is final").waitFor();
    await page.keyboard.press("Enter");
    await waitForFocus(page, ids[4]!);
    await expect.poll(async () => (await owner.api.get(`/v1/comments/${ids[3]}`)).json.status).toBe("deleted");

    // The rest: x selects two, the rest approved one by one with a.
    await page.keyboard.press("x");
    await expect.poll(() => page.getByTestId("selection-count").textContent()).toBe("1 selected");
    await page.keyboard.press("x");
    await expect.poll(() => page.getByTestId("selection-count").textContent()).toBe("0 selected");
    for (let i = 4; i < 20; i++) {
      await waitForFocus(page, ids[i]!);
      await page.keyboard.press("a");
      await waitForFocus(page, ids[i < 19 ? i + 1 : 0]!);
    }
    // The undone comment came back on top; the last one up after the bottom is reached.
    await page.keyboard.press("a");
    await page.getByText("Nothing here").waitFor();
    await waitForCount(page, "pending", 0);
    await expect.poll(() => focusedId(page)).toBeNull();
    await expect.poll(() => page.getByRole("search").count()).toBe(1);
    await scanBothSchemes(page);
  });

  it("focuses the search with / and finds a comment by a word in it", async () => {
    const owner = await newAccount();
    await holdEverything(owner);
    await postComment(owner, "Nothing to see");
    await postComment(owner, "A remarkable platypus appears");
    const { page } = await signedIn(owner.email);
    await open(page, "/moderation");
    // The first card takes focus once the page is hydrated: the shortcuts listen from then on.
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-comment-id") === true);
    await page.keyboard.press("/");
    await page.waitForFunction(() => document.activeElement?.id === "queue-search");
    await page.keyboard.type("platypus");
    await page.keyboard.press("Enter");
    await page.waitForURL(/q=platypus/);
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=queue-card]").length === 1);
    await card(page, "remarkable platypus").waitFor();
    await waitForCount(page, "pending", 1);
  });
});
