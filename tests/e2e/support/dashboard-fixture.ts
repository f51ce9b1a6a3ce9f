import { randomBytes } from "node:crypto";

import type { BrowserContext, Page } from "playwright-core";

import { apiClient } from "../../support/api-client";
import { buildAccount } from "../../support/factories";
import type { Bootstrapped } from "../../support/run-cli";
import { checkAccessibility } from "./check-accessibility";
import type { BrowserSession } from "./launch-browser";
import { viewports } from "./open-page";
import { signInAs } from "./sign-in-as";

/** A bootstrapped account, its owner's address, and a live API client to check what the dashboard did. */
export type DashboardAccount = Bootstrapped & { email: string; api: ReturnType<typeof apiClient> };

/**
 * Helpers of the dashboard's browser tests against one server: new accounts through the real CLI,
 * signed-in pages (fresh context each), opening a path, waiting for a streamed title, and axe in
 * both colour schemes.
 */
export function dashboardFixture(session: BrowserSession, server: { baseUrl: string; databaseUrl: string }) {
  return {
    /** A new account with an owner, a site and keys (`threadline bootstrap --email`). */
    async newAccount(): Promise<DashboardAccount> {
      const email = `owner-${randomBytes(4).toString("hex")}@example.com`;
      const account = await buildAccount(server.databaseUrl, { email: email });
      return { ...account, email, api: apiClient(server.baseUrl, account.api_keys.live) };
    },

    /** A fresh context signed in as `email` (light scheme; optionally phone-wide, optionally with the clipboard) and a page in it. */
    async signedIn(
      email: string,
      options: { width?: keyof typeof viewports; clipboard?: boolean } = {},
    ): Promise<{ context: BrowserContext; page: Page }> {
      const context = await session.newContext({
        viewport: viewports[options.width ?? "desktop"],
        colorScheme: "light",
        reducedMotion: "reduce",
      });
      if (options.clipboard)
        await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.baseUrl });
      await signInAs(context, server, email);
      return { context, page: await context.newPage() };
    },

    /** Opens a dashboard path and waits for its main heading. */
    async open(page: Page, path: string): Promise<void> {
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: "load" });
      await page.getByRole("heading", { level: 1 }).first().waitFor();
    },

    /** Waits for the title a client-side navigation brings (Next streams it in a moment after the page). */
    async waitForTitle(page: Page, title: string): Promise<void> {
      await page.waitForFunction((expected) => document.title === expected, `${title} · Threadline`);
    },

    /**
     * axe over the page as it is, in the dark and then the light system theme (the page stays light
     * afterwards). Next streams the title after a navigation or a server action's refresh, so the
     * scan waits for one first (a page without any still fails, on the timeout).
     */
    async scanBothSchemes(page: Page): Promise<void> {
      await page.waitForFunction(() => document.title !== "");
      for (const colorScheme of ["dark", "light"] as const) {
        await page.emulateMedia({ colorScheme });
        await checkAccessibility(page);
      }
    },
  };
}
