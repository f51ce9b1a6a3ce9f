import { AppError } from "./app-error";

/**
 * Refuses a test-mode change to what live traffic shares with test mode (a site, its settings,
 * SSO secrets and bans), as Stripe refuses test keys on live objects.
 */
export function requireLiveMode(scope: { livemode: boolean }, what: string): void {
  if (scope.livemode) return;
  throw new AppError(
    "live_mode_required",
    `A test key cannot change ${what}: sites, their settings, SSO secrets and bans are shared with live traffic. Use a live key (key_live_…).`,
  );
}
