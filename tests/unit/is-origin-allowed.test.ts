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

describe("isOriginAllowed with a loopback domain that names its port", () => {
  const local = { domains: ["127.0.0.1:3911", "localhost"], allowedOrigins: [] };
  it.each(["http://127.0.0.1:3911", "http://localhost:5173", "http://localhost"])("allows %s", (origin) =>
    expect(isOriginAllowed(origin, local)).toBe(true),
  );
  it.each(["http://127.0.0.1:3912", "http://127.0.0.1"])("refuses %s", (origin) =>
    expect(isOriginAllowed(origin, local)).toBe(false),
  );
});
