import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

import nodemailer, { type Transporter } from "nodemailer";

import { newId } from "@/lib/core/new-id";

/** One e-mail to send. */
export type Mail = { to: string; subject: string; text: string; html?: string };

let transport: { url: string; transporter: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

/**
 * Sends an e-mail through SMTP_URL; without it (the embedded default) writes it to the local dev
 * mailbox (data/mail/, or MAIL_DIR) and names the file in the server log, so a newcomer can sign
 * in with no mail server. The log never gets the text: sign-in links carry tokens.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const from = process.env.MAIL_FROM || "Threadline <no-reply@threadline.localhost>";
  const url = process.env.SMTP_URL;
  if (url) {
    await smtpTransport(url).sendMail({ from, ...mail });
    return;
  }
  const dir = resolve(/* turbopackIgnore: true */ process.env.MAIL_DIR || "data/mail");
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/${newId("evt").slice(4)}.json`;
  writeFileSync(file, JSON.stringify({ from, ...mail, date: new Date().toISOString() }, null, 2));
  console.log(`[dev mailbox] to ${mail.to}: ${mail.subject} (open ${file})`);
}
