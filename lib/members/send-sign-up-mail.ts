import { sendMail } from "@/lib/mail/send-mail";

/** E-mails the link that finishes a sign-up: nothing exists for this address until it is opened. */
export async function sendSignUpMail(input: { email: string; url: string }) {
  await sendMail({
    to: input.email,
    subject: "Finish creating your Threadline account",
    text: `Follow this link to confirm your address and create your Threadline account:\n\n${input.url}\n\nIt works once, for 15 minutes. Then you name your account and your first site, and the dashboard shows the snippet to paste into your pages.\n\nIf you did not ask for it, ignore this e-mail: no account is made until the link is opened.`,
  });
}
