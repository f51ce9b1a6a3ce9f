import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";

import { apiClient, randomIp } from "../../support/api-client";
import { buildAccount, setPlan } from "../../support/factories";
import { type Bootstrapped } from "../../support/run-cli";
import { testServers } from "../../support/test-servers";
import { buildWidgetPage } from "./build-widget-page";
import type { BrowserSession } from "./launch-browser";
import { startHostPage, type HostPage } from "./start-host-page";

/** Site settings as PATCH /v1/sites/{id} takes them (docs/sites.md). */
export type SiteSettings = {
  theme?: Record<string, unknown>;
  embed?: Record<string, unknown>;
  moderation?: Record<string, unknown>;
};

/** The `data-*` attributes of the script tag, besides data-site-id and data-thread-url. */
export type EmbedData = { "identity-token"?: string; lang?: string; theme?: string };

let pages = 0;

/**
 * The widget's browser tests against the shared SQLite server: one account per test file (on the
 * business plan, so each test can have a site of its own with `--domain localhost`), one host-page
 * server on `http://localhost:<port>` with a strict CSP, and fresh contexts that speak from their own
 * client IP. A page error, a CSP violation or a dialog in any page fails the test that opened it.
 */
export function widgetFixture(session: BrowserSession) {
  const server = testServers().find((s) => s.name === "sqlite")!;
  let host: HostPage;
  let owner: Bootstrapped;
  let problems: string[] = [];

  beforeAll(async () => {
    host = await startHostPage(server.baseUrl);
    owner = await buildAccount(server.databaseUrl, { domain: "localhost", siteName: "Widget host" });
    await setPlan(server.databaseUrl, owner.account_id, "business");
  });
  afterAll(async () => {
    await host?.stop();
  });
  afterEach(() => {
    const found = problems;
    problems = [];
    if (found.length) throw new Error(`the host page reported:\n${found.join("\n")}`);
  });

  /** Records what must never happen on a host page: uncaught errors, CSP refusals, dialogs (an XSS's alert). */
  function guard(page: Page): void {
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
    });
    page.on("dialog", (dialog) => {
      problems.push(`dialog (${dialog.type()}): ${dialog.message()}`);
      void dialog.dismiss();
    });
  }

  const fixture = {
    server,
    get api() {
      return apiClient(server.baseUrl, owner.api_keys.live);
    },
    get host() {
      return host;
    },
    /** What the guards have seen so far in this test (the afterEach fails the test on any). */
    problems: () => [...problems],
    /** Answers what the guards have seen and forgets it, for a test that provokes a violation on purpose. */
    takeProblems(): string[] {
      const found = problems;
      problems = [];
      return found;
    },

    /**
     * A new site of the file's account on `localhost`, with `settings`, and helpers around it. Its
     * spam filter scores without deciding unless `settings.moderation` says otherwise: a browser
     * test's form is sent at machine speed, which the filter's `hold` would catch.
     */
    async newSite(settings: SiteSettings = {}) {
      const api = fixture.api;
      const created = await api.post("/v1/sites", {
        name: `Widget ${++pages}`,
        domains: ["localhost"],
        ...settings,
        moderation: { spam_filter: "score", ...settings.moderation },
      });
      if (created.status !== 201) throw new Error(`site not created: ${created.status} ${created.text}`);
      const siteId = created.json.id as string;
      return {
        id: siteId,
        /** Serves a new article page with the widget; its URL is also the thread's URL. */
        page(data: EmbedData = {}): string {
          const path = `/story-${++pages}`;
          return host.serve(
            path,
            buildWidgetPage(`${server.baseUrl}/embed.js`, {
              "site-id": siteId,
              "thread-url": `${host.origin}${path}`,
              ...data,
            }),
          );
        },
        /** Posts a comment through the API key (as the integration), failing loudly unless created. */
        async comment(threadUrl: string, content: string, extra: Record<string, unknown> = {}) {
          const res = await api.post("/v1/comments", {
            site_id: siteId,
            thread_url: threadUrl,
            content,
            author_name: "Grace",
            ...extra,
          });
          if (res.status !== 201) throw new Error(`comment not created: ${res.status} ${res.text}`);
          return res.json as { id: string; thread_id: string; author_name: string };
        },
        async configure(change: SiteSettings) {
          const res = await api.patch(`/v1/sites/${siteId}`, change);
          if (res.status !== 200) throw new Error(`settings not taken: ${res.status} ${res.text}`);
        },
      };
    },

    /** A fresh context whose requests to the API come from a client IP of its own (the server trusts one proxy hop). */
    async newContext(options: BrowserContextOptions = {}, ip = randomIp()): Promise<BrowserContext> {
      const context = await session.newContext({
        colorScheme: "light",
        reducedMotion: "reduce",
        viewport: { width: 1024, height: 900 },
        ...options,
      });
      await context.route(`${server.baseUrl}/**`, (route) =>
        route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": ip } }),
      );
      return context;
    },

    /** Opens `url` in `context` (a fresh one by default), guarded: its errors and CSP violations fail the test. */
    async visit(url: string, context?: BrowserContext): Promise<Page> {
      const page = await (context ?? (await fixture.newContext())).newPage();
      guard(page);
      await page.goto(url, { waitUntil: "load" });
      return page;
    },

    /** Visits `url` and waits for the widget to show its thread. */
    async open(url: string, context?: BrowserContext): Promise<Page> {
      const page = await fixture.visit(url, context);
      await fixture.ready(page);
      return page;
    },

    /** Waits until the widget has loaded its settings and its first page of comments. */
    async ready(page: Page): Promise<void> {
      await page.locator("#threadline-comments .w:not([aria-busy])").waitFor();
      await page.locator("#threadline-comments h2").waitFor();
    },

    /** A comment of the widget by its author's name (each is an article labelled so). */
    article: (page: Page, name: string) => page.getByRole("article", { name, exact: true }),
  };
  return fixture;
}

/** The site fixture's type, for helpers that take one. */
export type WidgetSite = Awaited<ReturnType<ReturnType<typeof widgetFixture>["newSite"]>>;
