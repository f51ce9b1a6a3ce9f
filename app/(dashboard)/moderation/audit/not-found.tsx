import { ScrollText } from "lucide-react";
import Link from "next/link";

import { EmptyState } from "../../_components/empty-state";

/** A site filter naming a site the member does not reach. */
export default function AuditNotFound() {
  return (
    <div className="mt-10">
      <h1 className="sr-only">Site not found</h1>
      <EmptyState icon={<ScrollText className="size-8" />} title="No such site in your audit log">
        It may have been deleted, or it is not one of your sites.{" "}
        <Link href="/moderation/audit" className="font-medium text-primary underline">
          The whole audit log
        </Link>
      </EmptyState>
    </div>
  );
}
