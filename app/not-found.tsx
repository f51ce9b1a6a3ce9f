import { SearchX } from "lucide-react";
import Link from "next/link";

import { ThreadlineLogo } from "./_components/threadline-logo";

export const metadata = { title: "Not found" };

/**
 * Any address no route serves (an unknown page of a site, a mistyped path): a 404 in our look. An
 * unknown path under the dashboard's own areas gets the dashboard's not-found page in its shell instead.
 */
export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-4 text-center">
      <ThreadlineLogo />
      <SearchX className="mt-10 size-10 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-xl font-semibold text-foreground">Not found</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Nothing at this address in your account, or anywhere else here: it may have been deleted or mistyped.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          href="/dashboard"
          className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Back to the dashboard
        </Link>
        <Link
          href="/"
          className="rounded-md border border-input px-4 py-2 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Home page
        </Link>
      </div>
    </main>
  );
}
