import { readdirSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { testServers } from "../support/test-servers";

const server = testServers().find((s) => s.name === "sqlite")!;

const get = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: "manual" });

describe("the guides served under /docs", () => {
  it("renders a guide with its heading ids, its links to other guides rewritten and repository links as text", async () => {
    const res = await get("/docs/sites");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("<title>Sites · Docs · Threadline</title>");
    expect(html).toContain(
      '<h1 id="sites-settings-widget-configuration-plans-and-sso-secrets">Sites: settings, widget configuration, plans and SSO secrets</h1>',
    );
    expect(html).toContain('<h3 id="domains">Domains</h3>');
    // docs/sites.md links `dashboard.md#sites` and `api.md#reply-depth`; api.md is served beside the reference.
    expect(html).toContain('<a href="/docs/dashboard#sites">');
    expect(html).toContain('<a href="/docs/api-guide#reply-depth">');
    expect(html).not.toMatch(/href="[^"]*\.md/);
  });

  it("serves docs/api.md at /docs/api-guide and keeps /docs/api the API reference", async () => {
    const guide = await get("/docs/api-guide");
    expect(guide.status).toBe(200);
    const html = await guide.text();
    expect(html).toContain('<h1 id="threadline-api-v1">Threadline API (v1)</h1>');
    // A link to a file outside docs/ (client/openapi.json) stays as its text.
    expect(html).toContain("<code>client/openapi.json</code> for generators");
    expect(html).not.toContain("../client/");

    const reference = await get("/docs/api");
    expect(reference.status).toBe(200);
    expect(reference.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await reference.text()).toContain("<title>API reference · Threadline</title>");
  });

  it("lists every guide of docs/ on /docs", async () => {
    const res = await get("/docs");
    expect(res.status).toBe(200);
    const html = await res.text();
    const names = readdirSync("docs").filter((name) => name.endsWith(".md"));
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      const slug = name === "api.md" ? "api-guide" : name.slice(0, -3);
      expect(html).toContain(`href="/docs/${slug}"`);
    }
  });

  it.each([
    "/docs/no-such-guide",
    "/docs/..%2Fpackage.json",
    "/docs/..%2F..%2Fetc%2Fpasswd",
    "/docs/%2e%2e%2fREADME",
    "/docs/sites.md",
    "/docs/SITES",
    "/docs/screenshots",
  ])("answers 404 for %s", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Threadline API (v1)");
  });

  it("serves the screenshots the guides show, and nothing else of the disk", async () => {
    const html = await (await get("/docs/widget")).text();
    const src = /<img src="(\/docs\/screenshots\/[a-z0-9-]+\.png)"/.exec(html)?.[1];
    expect(src).toBe("/docs/screenshots/widget-light-1280.png");
    const image = await get(src!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join("")).toBe("PNG");

    for (const path of [
      "/docs/screenshots/nope.png",
      "/docs/screenshots/..%2Fsites.md",
      "/docs/screenshots/..%2F..%2Fpackage.json",
      "/docs/screenshots/widget-light-1280.PNG",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
