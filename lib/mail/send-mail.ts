import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

import nodemailer, { type Transporter } from "nodemailer";

import { newId } from "@/lib/core/new-id";

/**
 * One e-mail to send. `fromName` replaces the display name of MAIL_FROM (the address stays);
 * `headers` are extra header fields (List-Unsubscribe…). Every value that reaches a header must be
 * free of CR and LF: callers build them from plainExcerpt or fixed words, and nodemailer encodes them.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  fromName?: string;
  headers?: Record<string, string>;
};

let transport: { url: string; transporter: Transporter } | undefined;

/**
 * One pooled transport per SMTP_URL: a few connections kept open and reused, rather than a new
 * connection (and SMTP handshake) per mail, which held a 10,000-follower fan-out to about 70 mails
 * a second (docs/benchmarks.md). Idle connections are closed by the server or on exit.
 */
function smtpTransport(url: string): Transporter {
  if (transport?.url !== url) {
    transport?.transporter.close();
    transport = { url, transporter: nodemailer.createTransport({ url, pool: true, maxConnections: 8 }) };
  }
  return transport.transporter;
}

/** MAIL_FROM, or MAIL_FROM's address under another display name. */
function sender(fromName: string | undefined): string | { name: string; address: string } {
  const from = process.env.MAIL_FROM || "Threadline <no-reply@threadline.localhost>";
  if (!fromName) return from;
  const address = /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return { name: fromName.replace(/[\r\n]+/g, " "), address };
}

/**
 * Sends an e-mail through SMTP_URL; without it (the embedded default) writes it to the local dev
 * mailbox (data/mail/, or MAIL_DIR) and names the file in the server log, so a newcomer can sign
 * in with no mail server. The log never gets the text: sign-in links carry tokens.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { fromName, ...message } = mail;
  const from = sender(fromName);
  const url = process.env.SMTP_URL;
  if (url) {
    await smtpTransport(url).sendMail({ from, ...message });
    return;
  }
  const dir = resolve(/* turbopackIgnore: true */ process.env.MAIL_DIR || "data/mail");
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/${newId("evt").slice(4)}.json`;
  writeFileSync(file, JSON.stringify({ from, ...message, date: new Date().toISOString() }, null, 2));
  console.log(`[dev mailbox] to ${mail.to}: ${mail.subject.replace(/[\r\n]+/g, " ")} (open ${file})`);
}
