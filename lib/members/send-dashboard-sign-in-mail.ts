import { sendMail } from "@/lib/mail/send-mail";

/** E-mails a dashboard sign-in link; the wording differs for an invitation. */
export async function sendDashboardSignInMail(input: {
  email: string;
  url: string;
  invitedTo?: { accountName: string; role: string };
}) {
  const { email, url, invitedTo } = input;
  if (invitedTo) {
    await sendMail({
      to: email,
      subject: `You are invited to ${invitedTo.accountName} on Threadline`,
      text: `You have been invited to join ${invitedTo.accountName} on Threadline as ${invitedTo.role}.\n\nFollow this link to sign in:\n\n${url}\n\nIt works once, for 7 days. If you did not expect it, ignore this e-mail.`,
    });
    return;
  }
  await sendMail({
    to: email,
    subject: "Sign in to Threadline",
    text: `Follow this link to sign in to the Threadline dashboard:\n\n${url}\n\nIt works once, for 15 minutes. If you did not ask for it, ignore this e-mail.`,
  });
}
