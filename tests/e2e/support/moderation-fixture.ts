import { randomBytes } from "node:crypto";

import type { Page } from "playwright-core";
import { expect } from "vitest";

import type { DashboardAccount } from "./dashboard-fixture";

/** A fresh page URL for a thread no test has used. */
export const newThread = () => `https://example.com/posts/${randomBytes(4).toString("hex")}`;

/** Holds every new comment of the account's site for a moderator (`moderation.mode: all`), plus any other settings. */
export async function holdEverything(
  account: DashboardAccount,
  moderation: Record<string, unknown> = {},
): Promise<void> {
  expect(
    (await account.api.patch(`/v1/sites/${account.site_id}`, { moderation: { mode: "all", ...moderation } })).status,
  ).toBe(200);
}

/** Posts a comment through the API (held as pending) and answers its id. */
export async function postComment(
  account: DashboardAccount,
  content: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const created = await account.api.post("/v1/comments", {
    site_id: account.site_id,
    thread_url: newThread(),
    content,
    author_name: "Ada Reader",
    ...extra,
  });
  expect(created.status, created.text).toBe(201);
  return created.json.id as string;
}

/** The queue's card holding `text`. */
export const card = (page: Page, text: string) => page.getByTestId("queue-card").filter({ hasText: text });

/** The count a tab shows, as a number. */
export async function tabCount(page: Page, tab: string): Promise<number> {
  return Number((await page.getByTestId(`count-${tab}`).textContent())?.replace(/,/g, ""));
}

/** Waits until a tab shows `count`. */
export async function waitForCount(page: Page, tab: string, count: number): Promise<void> {
  await page.waitForFunction(
    ([t, n]) => document.querySelector(`[data-testid=count-${t}]`)?.textContent?.replace(/,/g, "") === String(n),
    [tab, count] as const,
  );
}

/** The text of the comments on the page, in order. */
export async function cardTexts(page: Page): Promise<string[]> {
  return page.getByTestId("queue-card").locator(".break-words").allTextContents();
}
