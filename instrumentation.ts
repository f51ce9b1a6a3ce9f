// Runs once when the server starts: check the rate-limit settings, SIGNUPS and PUBLIC_URL (a bad one stops the server
// here, rather than failing every request), bring the database up to date before serving, then
// start the webhook delivery and moderation e-mail workers and the hashed-IP retention job in this
// process unless WEBHOOK_WORKER=off
// (e.g. when `threadline worker` runs them on its own).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { rateLimiter } = await import("./lib/ratelimit/rate-limiter");
  const { policyRule } = await import("./lib/ratelimit/policy-rule");
  const { dashboardBaseUrl } = await import("./lib/core/dashboard-base-url");
  const { signupPolicy } = await import("./lib/core/signup-policy");
  try {
    policyRule("apiKey");
    signupPolicy();
    // next-auth builds its links from NEXTAUTH_URL only (never the Host header): PUBLIC_URL or loopback.
    process.env.NEXTAUTH_URL = dashboardBaseUrl();
    console.log(`threadline: rate limits counted in ${rateLimiter().backend}`);
  } catch (error) {
    console.error(`threadline: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (process.env.THREADLINE_TEST_CLOCK === "1") {
    // The test clock lets any request choose the time SSO tokens and links are checked against.
    console.warn(
      "threadline: THREADLINE_TEST_CLOCK=1: requests may set the clock with X-Threadline-Now; never use it in production",
    );
  }
  if (process.env.THREADLINE_TEST_HOOKS === "1") {
    // Test hooks let a request kill the server at a named point (X-Threadline-Test-Crash).
    console.warn("threadline: THREADLINE_TEST_HOOKS=1: requests may crash the server; never use it in production");
  }
  // Before any request: each recorded event gets its webhook deliveries and live announcement.
  const { registerEventSubscribers } = await import("./lib/startup/register-event-subscribers");
  registerEventSubscribers();
  const { applyMigrations } = await import("./lib/db/apply-migrations");
  const { databaseUrl } = await import("./lib/db/database-url");
  const { enableSqliteWal } = await import("./lib/db/enable-sqlite-wal");
  const { applied } = await applyMigrations(databaseUrl());
  enableSqliteWal(databaseUrl());
  if (applied.length) console.log(`threadline: applied ${applied.length} migration(s): ${applied.join(", ")}`);
  // Uploads are unnamed files (freed with their process); this clears ones an older version named.
  const { removeStaleImportUploads } = await import("./lib/imports/remove-stale-import-uploads");
  void removeStaleImportUploads().catch(() => undefined);
  if (process.env.WEBHOOK_WORKER === "off" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServerWebhookWorker } = await import("./lib/webhooks/start-server-webhook-worker");
  startServerWebhookWorker();
  const { startServerNotificationWorker } = await import("./lib/notifications/start-server-notification-worker");
  startServerNotificationWorker();
  const { startIpHashRetention } = await import("./lib/privacy/start-ip-hash-retention");
  startIpHashRetention();
  const { startSignUpSweep } = await import("./lib/members/start-sign-up-sweep");
  startSignUpSweep();
}
