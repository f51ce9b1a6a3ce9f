import { randomBytes } from "node:crypto";

import { apiClient, randomIp } from "./api-client";
import { enableSso } from "./enable-sso";
import { buildAccount } from "./factories";
import { queryDatabase } from "./query-database";
import { startSmtpCapture, type CapturedMail } from "./smtp-capture";
import { ssoReader } from "./sso-reader";
import { startServerOn, type OwnServer } from "./start-server-on";
import type { TestDatabase } from "./test-databases";
import { waitFor } from "./wait-for";

/** The public address the reader mails' links must use (never the Host the tests speak to). */
export const publicUrl = "https://comments.example.test";

/**
 * A server of the suite's own with real SMTP and a fast reader-mail worker (poll 100 ms; a 2 s
 * grouping pause; a cap of 3 mails a day; a 2 s "daily" digest), and helpers to make sites,
 * readers and comments on it and read what was mailed.
 */
export async function startReaderMailServer(backend: TestDatabase["name"], extra: Record<string, string> = {}) {
  const smtp = await startSmtpCapture();
  const env = {
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: "1",
    SMTP_URL: smtp.url,
    READER_MAIL_POLL_MS: "100",
    READER_MAIL_GROUP_SECONDS: "2",
    READER_MAIL_DAILY_CAP: "3",
    READER_MAIL_DIGEST_SECONDS: "2",
    ...extra,
  };
  const own: OwnServer = await startServerOn(backend, env);
  const sql = (text: string, params: unknown[] = []) => queryDatabase(own.databaseUrl, text, params);

  /** A site with SSO, guests and magic links on, and helpers for its readers. */
  async function newSite() {
    const domain = `mail-${randomBytes(3).toString("hex")}.example.com`;
    const origin = `https://${domain}`;
    const owner = await buildAccount(own.databaseUrl, { domain });
    const api = apiClient(own.baseUrl(), owner.api_keys.live);
    const secret = await enableSso(own.baseUrl(), own.databaseUrl, owner);
    const site = { id: owner.site_id, origin, secret };
    const page = (name = randomBytes(3).toString("hex")) => `${origin}/posts/${name}`;
    /** A reader signed in by SSO with an address; `write` posts a comment or reply and answers it. */
    async function reader(name: string) {
      const sub = `${name.toLowerCase().replace(/\W+/g, "-")}-${randomBytes(3).toString("hex")}`;
      const signedIn = await ssoReader(own.baseUrl(), site, sub, { name, email: `${sub}@example.org` });
      const write = async (threadUrl: string, content: string, parentId?: string) => {
        const res = await signedIn.client.post(
          `/v1/comments?site_id=${site.id}`,
          { site_id: site.id, thread_url: threadUrl, content, ...(parentId ? { parent_id: parentId } : {}) },
          signedIn.auth,
        );
        if (res.status !== 201) throw new Error(`comment answered ${res.status}: ${res.text}`);
        return res.json as { id: string; status: string };
      };
      return { ...signedIn, write };
    }
    /** A guest on their own IP, speaking from the site's origin. */
    function guest() {
      const client = apiClient(own.baseUrl(), undefined, { ip: randomIp(), origin });
      return {
        client,
        write: (threadUrl: string, body: Record<string, unknown>) =>
          client.post(`/v1/comments?site_id=${site.id}`, { site_id: site.id, thread_url: threadUrl, ...body }),
      };
    }
    return { owner, api, site, page, reader, guest };
  }

  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email.toLowerCase()));
  /** Waits for the n-th mail (from 1) to an address. */
  const nthMailTo = (email: string, n: number) =>
    waitFor(`mail ${n} to ${email}`, async () => mailsTo(email)[n - 1], 20_000);
  /** Waits until no notice or confirmation is left to send (so "nothing was mailed" can be asserted). */
  const settled = () =>
    waitFor(
      "the reader-mail outboxes to settle",
      async () => {
        const [row] = await sql(
          `SELECT (SELECT COUNT(*) FROM "ReaderFanout" WHERE "doneAt" IS NULL) AS fanouts,
                  (SELECT COUNT(*) FROM "ReaderNotice" WHERE "sentAt" IS NULL AND "dueAt" <= $1) AS due,
                  (SELECT COUNT(*) FROM "Subscriber" WHERE "confirmDueAt" IS NOT NULL) AS confirmations`,
          [backend === "sqlite" ? new Date().toISOString().replace("Z", "+00:00") : new Date()],
        );
        return Number(row!.fanouts) + Number(row!.due) + Number(row!.confirmations) === 0 ? true : undefined;
      },
      20_000,
    );

  return {
    own,
    smtp,
    sql,
    newSite,
    mailsTo,
    nthMailTo,
    settled,
    stop: async () => {
      await own.stop();
      await smtp.close();
    },
  };
}

/** The header's value in a captured mail (folded lines joined). */
export function headerOf(mail: CapturedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkStarting(mail: CapturedMail, prefix: string): string {
  const match = new RegExp(`${prefix.replace(/[.?/]/g, "\\$&")}[^\\s"<>]+`).exec(mail.text);
  if (!match) throw new Error(`no ${prefix} link in:\n${mail.text}`);
  return match[0];
}
