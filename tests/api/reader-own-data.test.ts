import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiClient, randomIp } from "../support/api-client";
import { enableSso } from "../support/enable-sso";
import { buildAccount } from "../support/factories";
import { type Bootstrapped } from "../support/run-cli";
import { startSmtpCapture } from "../support/smtp-capture";
import { ssoReader } from "../support/sso-reader";
import { startServerOn, type OwnServer } from "../support/start-server-on";
import { testServers } from "../support/test-servers";

const domain = "own-data.example.com";
const origin = `https://${domain}`;

/** The confirmation link inside a mail's text. */
function confirmLinkIn(mail: { text: string }): string {
  const match = /https?:\/\/\S+\/reader-data\/confirm\?token=rdt_\w+/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in:\n${mail.text}`);
  return match[0];
}

describe.each(testServers().map((s) => s.name))(
  "a reader's own data request, confirmed by e-mail, on %s",
  (backend) => {
    let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
    let app: OwnServer;
    let owner: Bootstrapped;
    let secret: string;

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      app = await startServerOn(backend, { SMTP_URL: smtp.url, TRUST_PROXY: "1" });
      owner = await buildAccount(app.databaseUrl, { domain: domain });
      secret = await enableSso(app.baseUrl(), app.databaseUrl, owner);
    });
    afterAll(async () => {
      await app?.stop();
      await smtp?.close();
    });

    it("sends an export link that opens a page, which changes nothing", async () => {
      const reader = await ssoReader(app.baseUrl(), { id: owner.site_id, origin, secret });
      expect((await reader.post(`${origin}/a`, "Keep a copy of this")).status).toBe(201);
      const asked = await reader.client.post(
        `/v1/auth/session/data-request?site_id=${owner.site_id}`,
        { kind: "export" },
        reader.auth,
      );
      expect(asked.status).toBe(202);
      expect(asked.json).toEqual({ status: "sent", expires_in_seconds: 3600 });
      const link = confirmLinkIn(await smtp.waitForMail(reader.email));
      const token = new URL(link).searchParams.get("token")!;

      // Opening the link (as a mail scanner would, twice) changes nothing: it shows the button.
      for (let i = 0; i < 2; i++) {
        const opened = await fetch(link);
        expect(opened.status).toBe(200);
        expect(opened.headers.get("content-type")).toContain("text/html");
        const html = await opened.text();
        expect(html).toContain("Download my data");
        expect(html).toContain('<input type="hidden" name="token" value="' + token + '"/>');
        expect(opened.headers.get("referrer-policy")).toBe("no-referrer");
      }
      // Pressing the button is a server action: tests/e2e/reader-data-confirm.test.ts presses it.
    });

    it("sends an erasure link whose page erases nothing by itself", async () => {
      const reader = await ssoReader(app.baseUrl(), { id: owner.site_id, origin, secret });
      const written = (await reader.post(`${origin}/b`, "Forget this")).json;
      const before = smtp.mails.length;
      expect(
        (
          await reader.client.post(
            `/v1/auth/session/data-request?site_id=${owner.site_id}`,
            { kind: "erase" },
            reader.auth,
          )
        ).status,
      ).toBe(202);
      const link = confirmLinkIn(
        await smtp.waitForMail(reader.email, smtp.mails.filter((m) => m.to.includes(reader.email)).length - 1),
      );
      expect(smtp.mails.length).toBeGreaterThan(before);
      expect(await (await fetch(link)).text()).toContain("Erase my data");
      // Still there until the button is pressed.
      expect((await apiClient(app.baseUrl(), owner.api_keys.live).get(`/v1/comments/${written.id}`)).json.content).toBe(
        "Forget this",
      );
    });

    it("refuses a guest, a bad kind, a forged token and an oversized one", async () => {
      const guest = apiClient(app.baseUrl(), undefined, { ip: randomIp(), origin });
      const asGuest = await guest.post(`/v1/auth/session/data-request?site_id=${owner.site_id}`, { kind: "export" });
      expect(asGuest.status).toBe(401);
      expect(asGuest.json.code).toBe("sign_in_required");
      const reader = await ssoReader(app.baseUrl(), { id: owner.site_id, origin, secret });
      expect(
        (
          await reader.client.post(
            `/v1/auth/session/data-request?site_id=${owner.site_id}`,
            { kind: "everything" },
            reader.auth,
          )
        ).status,
      ).toBe(422);
      const forged = await fetch(`${app.baseUrl()}/reader-data/confirm?token=rdt_forged`);
      expect(forged.status).toBe(404);
      expect(await forged.text()).toContain("This link no longer works");
      expect((await fetch(`${app.baseUrl()}/reader-data/confirm?token=${"x".repeat(5_000)}`)).status).toBe(404);
    });
  },
);
