import { SMTPServer } from "smtp-server";

import { freePort } from "./free-port";
import { waitFor } from "./wait-for";

/** One message as received over SMTP, its body decoded from quoted-printable and folded header lines joined. */
export type CapturedMail = { to: string[]; raw: string; text: string };

/** A real SMTP server on 127.0.0.1 that keeps what it receives (no AUTH, no TLS). */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const text = raw
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        mails.push({ to, raw, text: text.replace(/\r?\n[ \t]+/g, " ") });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The newest message to an address, waiting for it to arrive. */
    waitForMail: (to: string, after = 0) =>
      waitFor(`a mail to ${to}`, async () => mails.filter((m) => m.to.includes(to.toLowerCase())).slice(after)[0]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The sign-in link inside a mail's text. */
export function linkIn(mail: { text: string }): string {
  const match = /https?:\/\/\S+\/v1\/auth\/magic-link\/verify\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no sign-in link in:\n${mail.text}`);
  return match[0];
}
