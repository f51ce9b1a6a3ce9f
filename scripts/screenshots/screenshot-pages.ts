import type { Page } from "playwright-core";

import { signInAs } from "../../tests/e2e/support/sign-in-as";
import type { ScreenshotEnv } from "./screenshot-env";
import { seedDemoThread } from "./seed-demo-thread";
import { seedScreenshotData } from "./seed-screenshot-data";

/** What a page's preparation may use: the server, its database, and the owner the script bootstrapped. */
/** A page to photograph: its path, the file name stem, and an optional step before the shot (sign in, open a dialog…). */
export type ScreenshotPage = {
  name: string;
  path: string | ((env: ScreenshotEnv) => string);
  /** Runs in a fresh context before the page is opened, e.g. to add a signed-in member's session cookie. */
  prepare?: (page: Page, env: ScreenshotEnv) => Promise<void>;
  /** Full page instead of the first screen: only for short pages. */
  fullPage?: boolean;
  /** Photograph this element only (scrolled into view), once `ready` inside it shows. */
  element?: { selector: string; ready: string };
};

const asOwner = (page: Page, env: ScreenshotEnv) => signInAs(page.context(), env, env.ownerEmail);
const withDataAsOwner = async (page: Page, env: ScreenshotEnv) => (
  await seedScreenshotData(env),
  await asOwner(page, env)
);

/** The pages of docs/screenshots/; a page behind sign-in signs the bootstrapped owner in first. */
export const screenshotPages: ScreenshotPage[] = [
  { name: "landing", path: "/" },
  {
    name: "widget",
    path: "/demo",
    prepare: (_page, env) => seedDemoThread(env),
    element: { selector: "#threadline-comments", ready: "#threadline-comments article" },
  },
  { name: "sign-in", path: "/sign-in" },
  { name: "sign-up", path: "/sign-up" },
  { name: "guides", path: "/docs" },
  { name: "api-reference", path: "/docs/api" },
  { name: "overview", path: "/dashboard", prepare: withDataAsOwner },
  { name: "api-keys", path: "/settings/api-keys", prepare: asOwner },
  { name: "sites", path: "/sites", prepare: asOwner },
  { name: "site-installation", path: (env) => `/sites/${env.siteId}/installation`, prepare: asOwner },
  { name: "site-appearance", path: (env) => `/sites/${env.siteId}/appearance`, prepare: asOwner },
  { name: "site-threads", path: (env) => `/sites/${env.siteId}/threads`, prepare: withDataAsOwner },
  { name: "moderation", path: "/moderation", prepare: withDataAsOwner },
  { name: "moderation-audit", path: "/moderation/audit", prepare: withDataAsOwner },
  { name: "notifications", path: "/settings/notifications", prepare: withDataAsOwner },
  { name: "webhooks", path: "/webhooks", prepare: withDataAsOwner },
  { name: "team", path: "/settings/team", prepare: withDataAsOwner },
  { name: "plan", path: "/settings/plan", prepare: withDataAsOwner },
  { name: "settings-general", path: "/settings/general", prepare: withDataAsOwner },
];
