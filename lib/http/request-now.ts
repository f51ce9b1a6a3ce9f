/**
 * The time a request is handled at. Tests may set it with the `X-Threadline-Now` header, which
 * only a server started with THREADLINE_TEST_CLOCK=1 honours (never set it in production).
 */
export function requestNow(req: Request): Date {
  const injected = process.env.THREADLINE_TEST_CLOCK === "1" ? req.headers.get("x-threadline-now") : null;
  const time = injected ? Date.parse(injected) : NaN;
  return Number.isNaN(time) ? new Date() : new Date(time);
}
