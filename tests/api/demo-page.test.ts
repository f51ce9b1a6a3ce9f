import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { queryDatabase } from "../support/query-database";
import { startServerOn, type OwnServer } from "../support/start-server-on";
import { testServers } from "../support/test-servers";

const csp =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The demo site's id, read from the page's script tag for `threadUrl`, failing loudly when the tag is not exactly the snippet's. */
function siteIdOf(html: string, threadUrl: string): string {
  const tag =
    /<script src="\/embed\.js" data-site-id="(site_[0-9a-z]{26})" data-thread-url="([^"]+)" async><\/script>/.exec(
      html,
    );
  expect(tag, html).not.toBeNull();
  expect(tag![2]).toBe(threadUrl);
  return tag![1]!;
}

describe.each(testServers())("the demo page on $name", ({ baseUrl, name }) => {
  const visitor = (origin?: string) => apiClient(baseUrl, undefined, { ip: randomIp(), ...(origin ? { origin } : {}) });

  it("is a plain host page under a strict CSP, embedding the widget for a demo site that works", async () => {
    const res = await visitor().get("/demo");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toBe(csp);
    const html = res.text;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain("<h1>Welcome to the Threadline demo</h1>");
    // The tests' servers listen on 127.0.0.1 (HOSTNAME) without PUBLIC_URL: the thread lives there.
    const siteId = siteIdOf(html, `${baseUrl}/demo`);
    // The container holds the no-JavaScript fragment until the widget replaces it.
    expect(html).toContain(
      '<div id="threadline-comments">\n<section class="threadline-fragment" data-threadline-fragment',
    );
    // Nothing the CSP would block: no inline style or script, the look from a stylesheet of its own.
    expect(html).not.toMatch(/<style|\sstyle=|<script(?![^>]*\ssrc=)|\son[a-z]+=/i);
    expect(html).toContain('<link rel="stylesheet" href="/demo.css">');
    const css = await fetch(`${baseUrl}/demo.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);

    const config = await visitor().get(`/v1/sites/${siteId}/widget-config`);
    expect(config.status).toBe(200);
    expect(config.json).toMatchObject({ site_id: siteId, sign_in_modes: ["guest", "magic_link"] });

    const again = await visitor().get("/demo");
    expect(siteIdOf(again.text, `${baseUrl}/demo`)).toBe(siteId);
  });

  it("takes a guest's comment from the page's origin and shows it at once (no moderation)", async () => {
    const siteId = siteIdOf((await visitor().get("/demo")).text, `${baseUrl}/demo`);
    const words = `hello from the demo on ${name} ${Date.now()}`;
    const guest = visitor(baseUrl);
    const posted = await guest.post(`/v1/comments?site_id=${siteId}`, {
      site_id: siteId,
      thread_url: `${baseUrl}/demo`,
      content: words,
      author_name: "Demo guest",
    });
    expect(posted.status).toBe(201);
    expect(posted.json.status).toBe("approved");
    expect(posted.headers.get("access-control-allow-origin")).toBe(baseUrl);
    expect((await visitor().get("/demo")).text).toContain(words);
  });
});

describe.each(testServers().map((s) => s.name))("the demo site on a fresh %s server", (backend) => {
  let app: OwnServer;
  beforeAll(async () => {
    app = await startServerOn(backend, { PUBLIC_URL: "https://comments.example.test", TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("is made once however many first visits race, for this machine and PUBLIC_URL's host", async () => {
    expect(await queryDatabase(app.databaseUrl, `SELECT "id" FROM "Site"`)).toEqual([]);
    const visits = await Promise.all(
      Array.from({ length: 6 }, () => apiClient(app.baseUrl(), undefined, { ip: randomIp() }).get("/demo")),
    );
    const ids = visits.map((res) => {
      expect(res.status, res.text).toBe(200);
      return siteIdOf(res.text, "https://comments.example.test/demo");
    });
    expect(new Set(ids).size).toBe(1);
    expect(await queryDatabase(app.databaseUrl, `SELECT "id" FROM "Site"`)).toEqual([{ id: ids[0] }]);
    expect(await queryDatabase(app.databaseUrl, `SELECT "id" FROM "Account"`)).toHaveLength(1);
    const hosts = await queryDatabase(
      app.databaseUrl,
      `SELECT "host" FROM "SiteDomain" WHERE "siteId" = $1 ORDER BY "host"`,
      [ids[0]],
    );
    expect(hosts.map((row) => row.host)).toEqual(["127.0.0.1", "comments.example.test", "localhost"]);
    // The widget, wherever it runs among those, may read the site's configuration.
    for (const origin of ["https://comments.example.test", "http://localhost:3000", "http://127.0.0.1:3000"]) {
      const config = await apiClient(app.baseUrl(), undefined, { ip: randomIp(), origin }).get(
        `/v1/sites/${ids[0]}/widget-config`,
      );
      expect(config.headers.get("access-control-allow-origin"), origin).toBe(origin);
    }
  });
});

describe("the demo page turned off", () => {
  let app: OwnServer;
  beforeAll(async () => {
    app = await startServerOn("sqlite", { THREADLINE_DEMO: "off" });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("answers 404 and makes no site", async () => {
    const res = await apiClient(app.baseUrl()).get("/demo");
    expect(res.status).toBe(404);
    expect(res.text).not.toContain("threadline-comments");
    expect(await queryDatabase(app.databaseUrl, `SELECT "id" FROM "Site"`)).toEqual([]);
  });
});
