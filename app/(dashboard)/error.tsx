"use client";

import { CircleAlert } from "lucide-react";

import { Button } from "@/app/_components/button";

/** What a dashboard page shows when something failed on our side: the reference to quote, and a retry. */
export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto mt-16 max-w-md text-center">
      <CircleAlert className="mx-auto size-10 text-red-600" aria-hidden />
      <h1 className="mt-4 text-xl font-semibold text-zinc-900 dark:text-zinc-50">Something went wrong on our side</h1>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
        Try again in a moment. If it keeps happening, quote this reference:{" "}
        <code className="font-mono text-zinc-900 dark:text-zinc-100">{error.digest ?? "unknown"}</code>
      </p>
      <Button className="mt-6" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
