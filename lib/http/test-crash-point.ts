/**
 * Kills the process at a named point of a request, for the tests that prove a crash there loses
 * nothing: only a server started with THREADLINE_TEST_HOOKS=1 honours it (never set it in production).
 */
export function testCrashPoint(req: Request, point: "after-commit"): void {
  if (process.env.THREADLINE_TEST_HOOKS !== "1") return;
  if (req.headers.get("x-threadline-test-crash") === point) process.kill(process.pid, "SIGKILL");
}
