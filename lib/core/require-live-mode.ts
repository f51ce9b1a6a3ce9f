import { AppError } from "./app-error";

/**
 * Refuses a test key what only live keys may do: change what live traffic shares with test mode
 * (a site, its settings, SSO secrets and bans) or reach readers' data, as Stripe refuses test keys on live objects.
 */
export function requireLiveMode(scope: { livemode: boolean }, what: string): void {
  if (scope.livemode) return;
  throw new AppError(
    "live_mode_required",
    `A test key cannot reach ${what}: sites, their settings, SSO secrets, bans and readers' data belong to live traffic. Use a live key (key_live_…).`,
  );
}
