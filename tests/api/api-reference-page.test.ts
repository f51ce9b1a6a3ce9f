import { describe, expect, it } from "vitest";

import { testServers } from "../support/test-servers";

const server = testServers().find((s) => s.name === "sqlite")!;

describe("the API reference page /docs/api", () => {
  it("answers HTML under a strict CSP, with a fresh style nonce and no inline script or style", async () => {
    const res = await fetch(`${server.baseUrl}/docs/api`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const csp = res.headers.get("content-security-policy") ?? "";
    for (const directive of [
      "default-src 'none'",
      "script-src 'self'",
      "connect-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp.split("; ")).toContain(directive);
    }
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    const html = await res.text();
    const nonce = /<meta property="csp-nonce" content="([^"]+)">/.exec(html)?.[1];
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain("<title>API reference · Threadline</title>");
    expect(html).not.toMatch(/<style|\sstyle=|<script(?![^>]*\ssrc=)|\son[a-z]+=/i);
    // Every script, stylesheet and link of the page is this server's own.
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);

    const again = await (await fetch(`${server.baseUrl}/docs/api`)).text();
    expect(/csp-nonce" content="([^"]+)"/.exec(again)?.[1]).not.toBe(nonce);
  });

  it("serves Scalar's bundle as JavaScript, cached for a year under its hashed URL", async () => {
    const html = await (await fetch(`${server.baseUrl}/docs/api`)).text();
    const src = /<script src="(\/docs\/api\/scalar\.js\?v=[0-9a-f]{16})" defer><\/script>/.exec(html)?.[1];
    expect(src).toBeDefined();
    const res = await fetch(`${server.baseUrl}${src}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = res.headers.get("etag");
    expect((await res.text()).length).toBeGreaterThan(1_000_000);

    const unversioned = await fetch(`${server.baseUrl}/docs/api/scalar.js`, { headers: { "If-None-Match": etag! } });
    expect(unversioned.status).toBe(304);
    expect(unversioned.headers.get("cache-control")).toBe("public, no-cache");

    const start = await fetch(`${server.baseUrl}/api-reference/start-api-reference.js`);
    expect(start.status).toBe(200);
    expect(start.headers.get("content-type")).toMatch(/javascript/);
  });
});
