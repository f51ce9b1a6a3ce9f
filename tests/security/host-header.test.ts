// Class 3: the Host header is the client's to choose. No link, redirect or markup is built from an
// unvalidated Host or X-Forwarded-Host: PUBLIC_URL when set, else only a loopback host (development),
// and any other host is refused with 421 public_url_required before anything is sent.
import { readdirSync, readFileSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { buildAccount } from "../support/factories";
import { rawRequest } from "../support/raw-request";
import { type Bootstrapped } from "../support/run-cli";
import { linkIn, startSmtpCapture } from "../support/smtp-capture";
import { startServer } from "../support/start-server";
import { startServerOn, type OwnServer } from "../support/start-server-on";
import { createSqliteDatabase } from "../support/test-databases";
import { testServers } from "../support/test-servers";

const origin = "https://hosts.example.com";

function mailsTo(mailDir: string, email: string): { text: string }[] {
  const files = (() => {
    try {
      return readdirSync(mailDir);
    } catch {
      return [];
    }
  })();
  return files
    .map((file) => JSON.parse(readFileSync(`${mailDir}/${file}`, "utf8")) as { to: string; text: string })
    .filter((m) => m.to === email);
}

describe.each(testServers())("the Host header without PUBLIC_URL on $name", ({ baseUrl, databaseUrl, mailDir }) => {
  let owner: Bootstrapped;
  beforeAll(async () => {
    owner = await buildAccount(databaseUrl, { domain: "hosts.example.com" });
  });

  const askLink = (email: string, headers: Record<string, string>) =>
    rawRequest(baseUrl, {
      method: "POST",
      path: "/v1/auth/magic-link",
      headers: { "Content-Type": "application/json", Origin: origin, "X-Forwarded-For": randomIp(), ...headers },
      body: JSON.stringify({ site_id: owner.site_id, email, thread_url: `${origin}/post` }),
    });

  it("refuses to e-mail a sign-in link for a foreign Host, and sends none", async () => {
    for (const host of [
      "attacker.example",
      "attacker.example:3000",
      "127.0.0.1.attacker.example",
      "localhost@attacker.example",
      "[::2]",
    ]) {
      const email = `victim-${Math.random().toString(36).slice(2)}@example.com`;
      const res = await askLink(email, { Host: host });
      expect(res.status, host).toBe(421);
      expect(res.headers["content-type"]).toBe("application/problem+json");
      expect(res.json.code).toBe("public_url_required");
      expect(mailsTo(mailDir, email)).toEqual([]);
    }
  });

  it("ignores X-Forwarded-Host and builds the link from the loopback Host it came to", async () => {
    const email = `reader-${Date.now()}@example.com`;
    const res = await askLink(email, { Host: new URL(baseUrl).host, "X-Forwarded-Host": "attacker.example" });
    expect(res.status).toBe(202);
    const [mail] = mailsTo(mailDir, email);
    expect(linkIn(mail!).startsWith(`${baseUrl}/v1/auth/magic-link/verify?`)).toBe(true);
    expect(mail!.text).not.toContain("attacker.example");
  });

  it("never puts a foreign Host into the embed snippet's markup", async () => {
    const path = `/v1/sites/${owner.site_id}/embed-snippet`;
    const poisoned = await rawRequest(baseUrl, {
      path,
      headers: { Host: 'evil.example"><script>alert(1)</script>', "X-API-Key": owner.api_keys.live },
    });
    expect(poisoned.status).toBeGreaterThanOrEqual(400);
    expect(poisoned.status).toBeLessThan(500);
    expect(poisoned.text).not.toContain("<script>alert");
    const foreign = await rawRequest(baseUrl, {
      path,
      headers: { Host: "evil.example", "X-API-Key": owner.api_keys.live },
    });
    expect(foreign.status).toBe(421);
    expect(foreign.json.code).toBe("public_url_required");
    const own = await apiClient(baseUrl, owner.api_keys.live).get(path);
    expect(own.json.html).toBe(
      `<div id="threadline-comments"></div>\n<script src="${baseUrl}/embed.js" data-site-id="${owner.site_id}" async></script>`,
    );
  });
});

describe.each(testServers().map((s) => s.name))("the Host header with PUBLIC_URL on %s", (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let app: OwnServer;
  let owner: Bootstrapped;
  const publicUrl = "https://comments.example.net";

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await startServerOn(backend, { SMTP_URL: smtp.url, PUBLIC_URL: `${publicUrl}/` });
    owner = await buildAccount(app.databaseUrl, { domain: "hosts.example.com" });
  });
  afterAll(async () => {
    await app?.stop();
    await smtp?.close();
  });

  it("builds every link and snippet from PUBLIC_URL, whatever Host or X-Forwarded-Host say", async () => {
    const email = `pub-${Date.now()}@example.com`;
    const asked = await rawRequest(app.baseUrl(), {
      method: "POST",
      path: "/v1/auth/magic-link",
      headers: {
        "Content-Type": "application/json",
        Origin: origin,
        Host: "attacker.example",
        "X-Forwarded-Host": "attacker.example",
      },
      body: JSON.stringify({ site_id: owner.site_id, email, thread_url: `${origin}/post` }),
    });
    expect(asked.status).toBe(202);
    const link = linkIn(await smtp.waitForMail(email));
    expect(link.startsWith(`${publicUrl}/v1/auth/magic-link/verify?`)).toBe(true);
    const snippet = await rawRequest(app.baseUrl(), {
      path: `/v1/sites/${owner.site_id}/embed-snippet`,
      headers: { Host: "evil.example", "X-API-Key": owner.api_keys.live },
    });
    expect(snippet.json.script_url).toBe(`${publicUrl}/embed.js`);
  });
});

describe("PUBLIC_URL at start-up", () => {
  it("stops the server on a value that is not a plain http(s) address", async () => {
    const database = createSqliteDatabase();
    try {
      for (const bad of [
        "comments.example.com",
        "javascript:alert(1)",
        "https://user:pw@x.example",
        "https://x.example/?a=1",
      ]) {
        await expect(startServer({ DATABASE_URL: database.url, PUBLIC_URL: bad })).rejects.toThrow(
          /PUBLIC_URL must be a plain http\(s\) address/,
        );
      }
    } finally {
      await database.drop();
    }
  });
});
