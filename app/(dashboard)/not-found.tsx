import { SearchX } from "lucide-react";
import Link from "next/link";

/** Where a dashboard page lands when what its address names does not exist in the member's account. */
export default function DashboardNotFound() {
  return (
    <div className="mx-auto mt-16 max-w-md text-center">
      <title>Not found</title>
      <SearchX className="mx-auto size-10 text-zinc-400" aria-hidden />
      <h1 className="mt-4 text-xl font-semibold text-zinc-900 dark:text-zinc-50">Not found</h1>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
        Nothing at this address in your account: it may have been deleted, or belong to another account.
      </p>
      <Link
        href="/dashboard"
        className="mt-6 inline-block rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        Back to the dashboard
      </Link>
    </div>
  );
}
