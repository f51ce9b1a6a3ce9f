import Link from "next/link";
import { connection } from "next/server";

import { signupPolicy } from "@/lib/core/signup-policy";

import { SignInForm } from "../sign-in/_components/sign-in-form";
import { SignupsClosedNote } from "../welcome/_components/signups-closed-note";

export const metadata = { title: "Create your account" };

/** Sign-up: an address in, a single-use link out; the account is made once the link is opened. */
export default async function SignUpPage() {
  // SIGNUPS is read at request time: the page must not be prerendered with the build's setting.
  await connection();
  const open = signupPolicy() === "open";
  return (
    <>
      <h1 className="text-xl font-semibold text-foreground">Start free with Threadline</h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">
        Comments on your pages in five minutes. Enter your e-mail address: we send a link that confirms it, then you
        name your account and your first site. No password, no card.
      </p>
      {open ? <SignInForm callbackUrl="/welcome" submitLabel="Email me a link" /> : <SignupsClosedNote />}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Have an account?{" "}
        <Link href="/sign-in" className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
