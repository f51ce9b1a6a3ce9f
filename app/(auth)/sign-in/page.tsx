import Link from "next/link";

import { signupPolicy } from "@/lib/core/signup-policy";

import { SignInForm } from "./_components/sign-in-form";

export const metadata = { title: "Sign in" };

/** Where a path to come back to is safe: a path on this site only, never another origin. */
function safeCallback(value: string | string[] | undefined): string {
  const path = typeof value === "string" ? value : "";
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : "/dashboard";
}

/** The dashboard's sign-in: an e-mail address in, a single-use link out (15 minutes). */
export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  return (
    <>
      <h1 className="text-xl font-semibold text-foreground">Sign in to Threadline</h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">
        {params.signed_out ? "You are signed out. " : ""}We will e-mail you a link that signs you in. No password
        needed.
      </p>
      <SignInForm callbackUrl={safeCallback(params.callbackUrl)} />
      {signupPolicy() === "open" && (
        <p className="mt-6 text-center text-sm text-muted-foreground">
          New to Threadline?{" "}
          <Link href="/sign-up" className="font-medium text-primary hover:underline">
            Create an account
          </Link>
        </p>
      )}
    </>
  );
}
