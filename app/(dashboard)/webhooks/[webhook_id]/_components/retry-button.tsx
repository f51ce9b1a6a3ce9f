"use client";

import { RotateCw } from "lucide-react";
import { useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/app/_components/button";

import { retryDelivery } from "../../actions";

/** Sends one delivery again now, with the same webhook-id. */
export function RetryButton({
  webhookId,
  deliveryId,
  mode,
}: {
  webhookId: string;
  deliveryId: string;
  mode: "live" | "test";
}) {
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="secondary"
      className="shrink-0"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await retryDelivery({ webhook_id: webhookId, delivery_id: deliveryId, mode });
          if (result.ok) toast.success("Sending it again now");
          else toast.error(result.message);
        })
      }
    >
      <RotateCw className="size-4" aria-hidden /> {pending ? "Retrying…" : "Retry"}
    </Button>
  );
}
