"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";

import { Button } from "@/app/_components/button";

/** Reads the page's data again (a delivery's outcome arrives after the page was drawn). */
export function RefreshButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="ghost"
      onClick={() => startTransition(() => router.refresh())}
      disabled={pending}
      aria-busy={pending}
    >
      <RefreshCw className={pending ? "size-4 animate-spin" : "size-4"} aria-hidden /> Refresh
    </Button>
  );
}
