import { CircleAlert } from "lucide-react";
import Link from "next/link";

export const metadata = { title: "Sign-in problem" };

const messages: Record<string, string> = {
  Verification: "This sign-in link has expired or has already been used. Links work once, for 15 minutes.",
  AccessDenied: "This address is not a member of any Threadline account. Ask an owner of your account to invite you.",
  Configuration: "Sign-in is not configured correctly on this server.",
};

/** next-auth's error page, in our words. */
export default async function SignInErrorPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const { error } = await searchParams;
  return (
    <div className="text-center">
      <CircleAlert className="mx-auto size-10 text-danger" aria-hidden />
      <h1 className="mt-4 text-xl font-semibold text-foreground">We could not sign you in</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {messages[error ?? ""] ?? "Something went wrong while signing you in. Try again."}
      </p>
      <Link
        href="/sign-in"
        className="mt-6 inline-block rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Ask for a new link
      </Link>
    </div>
  );
}
