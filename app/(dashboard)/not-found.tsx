import { SearchX } from "lucide-react";
import Link from "next/link";

/** Where a dashboard page lands when what its address names does not exist in the member's account. */
export default function DashboardNotFound() {
  return (
    <div className="mx-auto mt-16 max-w-md text-center">
      <title>Not found</title>
      <SearchX className="mx-auto size-10 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-xl font-semibold text-foreground">Not found</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Nothing at this address in your account: it may have been deleted, or belong to another account.
      </p>
      <Link
        href="/dashboard"
        className="mt-6 inline-block rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Back to the dashboard
      </Link>
    </div>
  );
}
