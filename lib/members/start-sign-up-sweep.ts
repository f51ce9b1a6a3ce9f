import { sweepAbandonedSignUps } from "./sweep-abandoned-sign-ups";

const holder = globalThis as unknown as { threadlineSignUpSweep?: ReturnType<typeof setInterval> };
const everyMs = 60 * 60 * 1000;

/** Runs the abandoned sign-up sweep now and then hourly in this process (idempotent: every instance may). */
export function startSignUpSweep(): void {
  if (holder.threadlineSignUpSweep) return;
  const run = () =>
    void sweepAbandonedSignUps().then(
      (count) => count && console.log(`threadline: forgot ${count} abandoned sign-up(s)`),
      (error: unknown) =>
        console.error("threadline: the sign-up sweep failed:", error instanceof Error ? error.message : error),
    );
  run();
  holder.threadlineSignUpSweep = setInterval(run, everyMs);
  holder.threadlineSignUpSweep.unref();
}
