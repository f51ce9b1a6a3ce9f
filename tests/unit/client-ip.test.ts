import { afterEach, describe, expect, it } from "vitest";

import { clientIp } from "@/lib/http/client-ip";

const request = (socket: string, forwarded?: string) =>
  new Headers({ "x-threadline-socket-ip": socket, ...(forwarded ? { "x-forwarded-for": forwarded } : {}) });

describe("the client IP", () => {
  const saved = process.env.TRUST_PROXY;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
  });

  it("is the socket's address when TRUST_PROXY is unset, whatever X-Forwarded-For says", () => {
    delete process.env.TRUST_PROXY;
    expect(clientIp(request("10.0.0.5", "203.0.113.9"))).toBe("10.0.0.5");
    expect(clientIp(request("::ffff:10.0.0.5"))).toBe("10.0.0.5");
    process.env.TRUST_PROXY = "0";
    expect(clientIp(request("10.0.0.5", "203.0.113.9"))).toBe("10.0.0.5");
  });

  it("takes as many hops from the right as TRUST_PROXY counts", () => {
    process.env.TRUST_PROXY = "1";
    expect(clientIp(request("10.0.0.1", "198.51.100.7, 203.0.113.9"))).toBe("203.0.113.9");
    process.env.TRUST_PROXY = "2";
    expect(clientIp(request("10.0.0.1", "198.51.100.7, 203.0.113.9"))).toBe("198.51.100.7");
    expect(clientIp(request("10.0.0.1", "garbage, 203.0.113.9"))).toBe("203.0.113.9");
  });

  it("skips listed proxies and ranges from the right, and no further", () => {
    process.env.TRUST_PROXY = "10.0.0.0/8, 192.0.2.1";
    expect(clientIp(request("10.1.2.3", "198.51.100.7, 203.0.113.9, 192.0.2.1"))).toBe("203.0.113.9");
    // A client cannot push its own address past an untrusted hop.
    expect(clientIp(request("10.1.2.3", "1.2.3.4, 203.0.113.9"))).toBe("203.0.113.9");
    // Not from a listed proxy: the socket is the client, its header ignored.
    expect(clientIp(request("198.51.100.20", "203.0.113.9"))).toBe("198.51.100.20");
  });
});
