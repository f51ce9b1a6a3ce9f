import { describe, expect, it } from "vitest";

import { isOriginAllowed } from "@/lib/sites/is-origin-allowed";

const rules = { domains: ["blog.example.com", "*.example.net"], allowedOrigins: ["http://localhost:8080"] };

describe("isOriginAllowed", () => {
  it.each([
    "https://blog.example.com",
    "http://blog.example.com:8443",
    "https://a.example.net",
    "https://a.b.example.net",
    "http://localhost:8080",
  ])("allows %s", (origin) => expect(isOriginAllowed(origin, rules)).toBe(true));
  it.each([
    null,
    "null",
    "",
    "https://example.net",
    "https://blog.example.com.evil.io",
    "https://evilexample.net",
    "http://localhost:8081",
    "file://blog.example.com",
    "not a url",
  ])("refuses %s", (origin) => expect(isOriginAllowed(origin, rules)).toBe(false));
});
