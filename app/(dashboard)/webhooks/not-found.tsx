import { Webhook } from "lucide-react";
import Link from "next/link";

import { EmptyState } from "../_components/empty-state";

/** An endpoint id that is not this account's in this mode (or none at all). */
export default function WebhookNotFound() {
  return (
    <div className="mt-10">
      <EmptyState icon={<Webhook className="size-8" />} title="No such webhook endpoint">
        It may have been deleted, belong to the other mode, or not be yours.{" "}
        <Link href="/webhooks" className="font-medium text-primary underline">
          Back to webhooks
        </Link>
      </EmptyState>
    </div>
  );
}
