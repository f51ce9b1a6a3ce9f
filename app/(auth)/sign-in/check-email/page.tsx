import { MailCheck } from "lucide-react";
import Link from "next/link";

import { signupPolicy } from "@/lib/core/signup-policy";

export const metadata = { title: "Check your e-mail" };

/** After asking for a link (to sign in or to sign up): the same words whether or not the address has an account. */
export default async function CheckEmailPage({ searchParams }: { searchParams: Promise<{ email?: string }> }) {
  const { email } = await searchParams;
  return (
    <div className="text-center">
      <MailCheck className="mx-auto size-10 text-primary" aria-hidden />
      <h1 className="mt-4 text-xl font-semibold text-foreground">Check your e-mail</h1>
      {signupPolicy() === "open" ? (
        <p className="mt-2 text-sm text-muted-foreground">
          A link is on its way to {email ? <strong className="text-foreground">{email}</strong> : "that address"}. It
          signs you in, or finishes creating your account if the address is new here. It works once, for 15 minutes.
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">
          If {email ? <strong className="text-foreground">{email}</strong> : "that address"} belongs to a Threadline
          account, a sign-in link is on its way. It works once, for 15 minutes.
        </p>
      )}
      <p className="mt-4 text-sm text-muted-foreground">
        Running Threadline locally without <code>SMTP_URL</code>? The message is in <code>data/mail/</code>.
      </p>
      <Link href="/sign-in" className="mt-6 inline-block text-sm font-medium text-primary hover:underline">
        Use another address
      </Link>
    </div>
  );
}
