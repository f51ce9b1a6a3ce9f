import type { Locator, Page } from "playwright-core";

/** Presses Tab from the top of the page until `target` has the focus; fails after `maxPresses` presses. */
export async function tabTo(page: Page, target: Locator, maxPresses = 30): Promise<void> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error("tabTo: the target is not on the page");
  for (let press = 1; press <= maxPresses; press++) {
    await page.keyboard.press("Tab");
    if (await handle.evaluate((element) => element === document.activeElement)) return;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? "nothing");
  throw new Error(`tabTo: ${maxPresses} presses of Tab did not reach the target (focus is on ${focused})`);
}
