import { redirect } from "next/navigation";

import { signupPolicy } from "@/lib/core/signup-policy";
import { currentPerson } from "@/lib/http/current-person";

import { NewAccountForm } from "./_components/new-account-form";
import { SignupsClosedNote } from "./_components/signups-closed-note";

export const metadata = { title: "Welcome" };

/** A suggestion for the account's name: the address's domain for a company address, else nothing. */
function suggestedNameOf(email: string): string {
  const domain = email.split("@")[1] ?? "";
  if (/^(gmail|googlemail|outlook|hotmail|live|yahoo|icloud|me|proton|protonmail|gmx|aol)\./.test(domain)) return "";
  const name = domain.split(".")[0] ?? "";
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : "";
}

/** After the sign-up link: the new owner names the account and creates the first site. */
export default async function WelcomePage() {
  const person = await currentPerson();
  if (person.accountCount > 0) redirect("/dashboard");
  return (
    <>
      <h1 className="text-xl font-semibold text-foreground">Welcome to Threadline</h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">
        Signed in as <strong className="text-foreground">{person.email}</strong>. Two names and a domain, and the next
        page shows the snippet for your pages.
      </p>
      {signupPolicy() === "open" ? (
        <NewAccountForm suggestedName={suggestedNameOf(person.email)} />
      ) : (
        <SignupsClosedNote />
      )}
    </>
  );
}
