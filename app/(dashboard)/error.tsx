"use client";

import { CircleAlert } from "lucide-react";

import { Button } from "@/app/_components/button";

/** What a dashboard page shows when something failed on our side: the reference to quote, and a retry. */
export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto mt-16 max-w-md text-center">
      <CircleAlert className="mx-auto size-10 text-danger" aria-hidden />
      <h1 className="mt-4 text-xl font-semibold text-foreground">Something went wrong on our side</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Try again in a moment. If it keeps happening, quote this reference:{" "}
        <code className="font-mono text-foreground">{error.digest ?? "unknown"}</code>
      </p>
      <Button className="mt-6" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
