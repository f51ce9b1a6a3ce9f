import Link from "next/link";

import { signupPolicy } from "@/lib/core/signup-policy";
import { currentPerson } from "@/lib/http/current-person";

import { NewAccountForm } from "../_components/new-account-form";
import { SignupsClosedNote } from "../_components/signups-closed-note";

export const metadata = { title: "Create another account" };

/** "Create another account" from the dashboard: the same form, for someone who has an account already. */
export default async function NewAccountPage() {
  await currentPerson();
  return (
    <>
      <h1 className="text-xl font-semibold text-foreground">Create another account</h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">
        A separate account has its own sites, team, API keys and plan. You will be its owner.
      </p>
      {signupPolicy() === "open" ? <NewAccountForm suggestedName="" /> : <SignupsClosedNote />}
      <Link href="/dashboard" className="mt-6 inline-block text-sm font-medium text-primary hover:underline">
        Back to the dashboard
      </Link>
    </>
  );
}
