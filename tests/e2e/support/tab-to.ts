import type { Locator, Page } from "playwright-core";

/**
 * Presses Tab from the top of the page until `target` has the focus; fails after `maxPresses` presses.
 * A target inside a shadow root (the widget) counts as focused when its root's activeElement is it.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 30): Promise<void> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error("tabTo: the target is not on the page");
  for (let press = 1; press <= maxPresses; press++) {
    await page.keyboard.press("Tab");
    if (await handle.evaluate((element) => element === (element.getRootNode() as Document | ShadowRoot).activeElement))
      return;
  }
  const focused = await page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.outerHTML.slice(0, 120) ?? "nothing";
  });
  throw new Error(`tabTo: ${maxPresses} presses of Tab did not reach the target (focus is on ${focused})`);
}
