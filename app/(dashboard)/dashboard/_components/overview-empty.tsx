import { MessageSquareDashed } from "lucide-react";
import Link from "next/link";

import { EmptyState } from "../../_components/empty-state";

/** The overview before the first comment: what will show here, and where to get the widget on a page. */
export function OverviewEmpty({ siteId }: { siteId: string | null }) {
  return (
    <EmptyState icon={<MessageSquareDashed className="size-8" />} title="No comments yet">
      Once readers comment, this page shows how many comments arrive each day, what moderation made of them, who
      comments and which pages are busiest.{" "}
      {siteId ? (
        <>
          Start by{" "}
          <Link href={`/sites/${siteId}/installation`} className="font-medium text-primary underline">
            adding the widget to your pages
          </Link>
          , then post the first comment there.
        </>
      ) : (
        <>
          Start by{" "}
          <Link href="/sites/new" className="font-medium text-primary underline">
            creating a site
          </Link>
          .
        </>
      )}
    </EmptyState>
  );
}
