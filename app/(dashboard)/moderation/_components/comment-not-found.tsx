import { MessageSquareOff } from "lucide-react";
import Link from "next/link";

import { EmptyState } from "../../_components/empty-state";

/** A comment that is not among the member's (another account's, another site's, or none at all). */
export function CommentNotFound() {
  return (
    <div className="mt-10">
      <h1 className="sr-only">Comment not found</h1>
      <EmptyState icon={<MessageSquareOff className="size-8" />} title="No such comment">
        It may have been deleted, or it is not on one of your sites.{" "}
        <Link href="/moderation" className="font-medium text-primary underline">
          Back to the queue
        </Link>
      </EmptyState>
    </div>
  );
}
