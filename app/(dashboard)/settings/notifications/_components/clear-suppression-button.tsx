"use client";

import { useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/app/_components/button";

import { clearSuppressionAction } from "../actions";

/** Clears one stopped address: mail may go to it again. */
export function ClearSuppressionButton({ suppressionId, email }: { suppressionId: string; email: string }) {
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="secondary"
      disabled={pending}
      aria-label={`Clear ${email}`}
      onClick={() =>
        startTransition(async () => {
          const result = await clearSuppressionAction({ suppression_id: suppressionId });
          if (result.ok) toast.success(`${email} may be mailed again`);
          else toast.error(result.message);
        })
      }
    >
      {pending ? "Clearing…" : "Clear"}
    </Button>
  );
}
