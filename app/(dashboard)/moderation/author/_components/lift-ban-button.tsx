"use client";

import { useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/app/_components/button";

import { liftBan } from "../actions";

/** Lifts one ban at once (a ban can be made again in a moment, so no confirmation). */
export function LiftBanButton({ banId, label }: { banId: string; label: string }) {
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="secondary"
      disabled={pending}
      aria-label={`Lift the ban on ${label}`}
      onClick={() =>
        startTransition(async () => {
          const result = await liftBan({ ban_id: banId });
          if (result.ok) toast.success("Ban lifted");
          else toast.error(result.message);
        })
      }
    >
      {pending ? "Lifting…" : "Lift"}
    </Button>
  );
}
