import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";

import { findChromium } from "./find-chromium";
import { chromiumFlags } from "./start-chromium";

declare module "vitest" {
  export interface ProvidedContext {
    /** One Chromium per worker slot (VITEST_POOL_ID), as a Playwright server's endpoint: the browser tests connect to their slot's. */
    browserEndpoints: string[];
  }
}

let servers: BrowserServer[] = [];

/** Launches one Chromium per worker slot for the browser tests (none when Chromium is missing outside CI). */
export async function setup(project: TestProject): Promise<void> {
  const executablePath = findChromium();
  const slots = Math.max(1, project.vitest.config.maxWorkers);
  servers = executablePath
    ? await Promise.all(
        Array.from({ length: slots }, () =>
          chromium.launchServer({ executablePath, headless: true, args: chromiumFlags, timeout: 60_000 }),
        ),
      )
    : [];
  project.provide(
    "browserEndpoints",
    servers.map((server) => server.wsEndpoint()),
  );
}

/** Closes the browsers. */
export async function teardown(): Promise<void> {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
}
