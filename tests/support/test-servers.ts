import { inject } from "vitest";

import type { TestServer } from "./global-setup";

/** The servers of this test file's worker slot, one per database backend (tests/support/global-setup.ts). */
export function testServers(): TestServer[] {
  const slots = inject("serverSlots");
  const slot = Number(process.env.VITEST_POOL_ID ?? "1");
  const servers = slots[(slot - 1) % slots.length];
  if (!servers) throw new Error(`no test servers for worker slot ${slot}`);
  return servers;
}
