import { purgeOldIpHashes } from "./purge-old-ip-hashes";

const holder = globalThis as unknown as { threadlineIpHashRetention?: ReturnType<typeof setInterval> };
const everyMs = 60 * 60 * 1000;

/** Runs the hashed-IP retention job now and then hourly in this process (once per process; every instance may: it is idempotent). */
export function startIpHashRetention(): void {
  if (holder.threadlineIpHashRetention) return;
  const run = () =>
    void purgeOldIpHashes().then(
      (count) =>
        count && console.log(`threadline: dropped the hashed IPs of ${count} comment(s) past the retention period`),
      (error: unknown) =>
        console.error(
          "threadline: the hashed-IP retention job failed:",
          error instanceof Error ? error.message : error,
        ),
    );
  run();
  holder.threadlineIpHashRetention = setInterval(run, everyMs);
  holder.threadlineIpHashRetention.unref();
}
