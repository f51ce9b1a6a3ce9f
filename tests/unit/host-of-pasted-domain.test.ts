import { describe, expect, it } from "vitest";

import { hostOfPastedDomain } from "@/lib/sites/host-of-pasted-domain";
import { domainSchema } from "@/lib/sites/site-schemas";

describe("a pasted domain", () => {
  it.each([
    ["http://127.0.0.1:3911/", "127.0.0.1:3911"],
    ["127.0.0.1:3911", "127.0.0.1:3911"],
    ["http://localhost:3000/blog/post", "localhost:3000"],
    ["localhost", "localhost"],
    ["http://localhost:80/", "localhost"],
    ["https://www.example.com/blog/post?x=1#y", "www.example.com"],
    [" Example.COM ", "example.com"],
    ["example.com.", "example.com"],
    ["https://blog.example.com:8443/", "blog.example.com"],
    ["blog.example.com:8443", "blog.example.com"],
    ["https://user:secret@blog.example.com/", "blog.example.com"],
    ["*.example.org", "*.example.org"],
    ["HTTPS://*.Example.org/path", "*.example.org"],
    ["bücher.example", "xn--bcher-kva.example"],
  ])("%j is kept as %j", (input, kept) => {
    expect(hostOfPastedDomain(input)).toBe(kept);
    expect(domainSchema.parse(input)).toBe(kept);
  });

  it.each([
    "",
    "   ",
    "not a domain",
    "ftp://files.example.com/",
    "ex_ample.com",
    "*.com",
    "http://",
    "-bad.example.com",
    "[::1]:3000",
    "example.com:99999",
  ])("%j is refused with the host rule's words", (input) => {
    const result = domainSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^must be a host name such as example\.com/);
  });
});
