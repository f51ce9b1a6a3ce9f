"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Escape goes back to the queue, unless a dialog is open or the key was meant for a form control. */
export function EscapeToQueue({ href = "/moderation" }: { href?: string }) {
  const router = useRouter();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (document.querySelector('[role="alertdialog"], [role="dialog"]')) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select")) return;
      router.push(href);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [router, href]);
  return null;
}
