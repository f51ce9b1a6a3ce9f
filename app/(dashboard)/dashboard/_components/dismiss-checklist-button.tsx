"use client";

import { X } from "lucide-react";
import { useTransition } from "react";
import { toast } from "sonner";

import { dismissChecklistAction } from "../actions";

/** Hides the checklist for the whole account (it does not come back). */
export function DismissChecklistButton() {
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        start(async () => {
          const result = await dismissChecklistAction({});
          if (!result.ok) toast.error(result.message);
        })
      }
      className="flex items-center gap-1 rounded-md px-2 py-1 text-sm text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      <X className="size-4" aria-hidden /> Dismiss
    </button>
  );
}
