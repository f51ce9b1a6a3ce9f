import { Shield } from "lucide-react";
import Link from "next/link";

import { EmptyState } from "../../_components/empty-state";

/** A site that is not among the member's sites (or not the account's at all). */
export default function ModerationNotFound() {
  return (
    <div className="mt-10">
      <EmptyState icon={<Shield className="size-8" />} title="No such site to moderate">
        It may have been deleted, or it is not one of your sites.{" "}
        <Link href="/moderation" className="font-medium text-primary underline">
          Back to moderation
        </Link>
      </EmptyState>
    </div>
  );
}
