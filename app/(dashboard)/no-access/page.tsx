import { ShieldOff } from "lucide-react";
import Link from "next/link";

import { currentMember } from "@/lib/http/current-member";

export const metadata = { title: "No access" };

/** Where a member lands on a page their role may not use. */
export default async function NoAccess() {
  const member = await currentMember();
  return (
    <div className="mx-auto mt-16 max-w-md text-center">
      <ShieldOff className="mx-auto size-10 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-xl font-semibold text-foreground">This page is not for your role</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        As a {member.role} of {member.accountName} you can work in moderation. Ask an owner or admin if you need more.
      </p>
      <Link
        href="/moderation"
        className="mt-6 inline-block rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Go to moderation
      </Link>
    </div>
  );
}
