import { AppError } from "@/lib/core/app-error";

/**
 * What a test key (`key_test_…`) may do with an operation. Every operation an API key can call
 * declares one, so that a route added later cannot forget that live data is not a test key's.
 */
export type TestKeyRule =
  /** Objects of one mode (comments, threads, webhooks, events, imports): a test key finds only test ones, live ones answer 404. */
  | "own-mode"
  /** Reads what both modes share (a site and its settings); any change needs a live key. */
  | "shared-read"
  /** Live data only (readers' data, changes to what live traffic shares): a test key is refused. */
  | "live-only"
  /** The published live thread, the same for a test key as for a guest. */
  | "public";

const reads = new Set(["GET", "HEAD"]);

/** Refuses a test key where its operation's rule says it may not act: 403 live_mode_required. */
export function enforceTestKeyRule(rule: TestKeyRule, method: string, auth: { livemode: boolean }): void {
  if (auth.livemode) return;
  if (rule === "live-only" || (rule === "shared-read" && !reads.has(method)))
    throw new AppError(
      "live_mode_required",
      "A test key cannot use this operation: it acts on live data (readers' data, or what live traffic shares: sites, their settings, SSO secrets and bans). Use a live key (key_live_…).",
    );
}
