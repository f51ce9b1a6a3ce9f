import { readdirSync, readFileSync } from "node:fs";

import { waitFor } from "../../support/wait-for";

/** One e-mail of the dev mailbox (lib/mail writes each as a JSON file). */
export type DevMail = { to: string; subject: string; text: string };

/** Waits for the newest e-mail to `to` in the dev mailbox and answers it with the first link in its text. */
export async function waitForMailLink(mailDir: string, to: string): Promise<{ mail: DevMail; link: string }> {
  const mail = await waitFor(`an e-mail to ${to} in ${mailDir}`, async () =>
    readdirSync(mailDir)
      .sort()
      .reverse()
      .map((file) => JSON.parse(readFileSync(`${mailDir}/${file}`, "utf8")) as DevMail)
      .find((m) => m.to === to),
  );
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in the e-mail to ${to}: ${mail.text}`);
  return { mail, link };
}
