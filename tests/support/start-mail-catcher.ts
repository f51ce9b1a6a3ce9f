import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port";

/** One message as received over SMTP; `text` is the raw message with quoted-printable undone. */
export type CaughtMail = { to: string[]; text: string };

/** A real SMTP server on 127.0.0.1 that keeps what it receives (no AUTH, no TLS). */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const text = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), text: text.replace(/\r?\n[ \t]+/g, " ") });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
