import type { Page } from "playwright-core";

/** A page to photograph: its path, the file name stem, and an optional step before the shot (sign in, open a dialog…). */
export type ScreenshotPage = {
  name: string;
  path: string;
  /** Runs in a fresh context before the page is opened, e.g. to add a signed-in member's session cookie. */
  prepare?: (page: Page, baseUrl: string) => Promise<void>;
  /** Full page instead of the first screen: only for short pages. */
  fullPage?: boolean;
};

/** The pages of docs/screenshots/; a page behind sign-in adds a `prepare` that sets the session cookie. */
export const screenshotPages: ScreenshotPage[] = [{ name: "landing", path: "/" }];
