import { afterEach, describe, expect, it } from "vitest";

import { requestNow } from "@/lib/http/request-now";

// The test clock lets a request choose the server's "now" (SSO token times, link expiry), so it
// must stay off unless a test server turns it on explicitly.
const at = "2031-01-02T03:04:05.000Z";
const request = () => new Request("http://localhost/v1/auth/sso", { headers: { "X-Threadline-Now": at } });

describe("the request clock", () => {
  const saved = process.env.THREADLINE_TEST_CLOCK;
  afterEach(() => {
    if (saved === undefined) delete process.env.THREADLINE_TEST_CLOCK;
    else process.env.THREADLINE_TEST_CLOCK = saved;
  });

  it.each([undefined, "0", "true", "yes", ""])("ignores X-Threadline-Now when THREADLINE_TEST_CLOCK is %s", (value) => {
    if (value === undefined) delete process.env.THREADLINE_TEST_CLOCK;
    else process.env.THREADLINE_TEST_CLOCK = value;
    const before = Date.now();
    const now = requestNow(request()).getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it("honours X-Threadline-Now only with THREADLINE_TEST_CLOCK=1, and ignores an unreadable one", () => {
    process.env.THREADLINE_TEST_CLOCK = "1";
    expect(requestNow(request()).toISOString()).toBe(at);
    const before = Date.now();
    const garbage = requestNow(new Request("http://localhost/", { headers: { "X-Threadline-Now": "soon" } }));
    expect(garbage.getTime()).toBeGreaterThanOrEqual(before);
  });
});
