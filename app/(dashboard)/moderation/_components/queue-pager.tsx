import Link from "next/link";

import { queueQueryString, type QueueFilters } from "@/lib/moderation/queue-filters";

const linkClass =
  "rounded-md border border-input bg-card px-3 py-1.5 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring";

/** Previous and next pages of the view, by cursor (`?before=` / `?after=`), never by page number. */
export function QueuePager({
  filters,
  nextCursor,
  previousCursor,
}: {
  filters: QueueFilters;
  nextCursor: string | null;
  previousCursor: string | null;
}) {
  if (!nextCursor && !previousCursor) return null;
  const href = (cursor: Partial<Record<"after" | "before", string>>) =>
    `/moderation${queueQueryString(filters, { after: undefined, before: undefined, comment: undefined, ...cursor })}`;
  return (
    <nav aria-label="Queue pages" className="mt-4 flex justify-between gap-2">
      {previousCursor ? (
        <Link href={href({ before: previousCursor })} className={linkClass}>
          Previous page
        </Link>
      ) : (
        <span />
      )}
      {nextCursor && (
        <Link href={href({ after: nextCursor })} className={linkClass}>
          Next page
        </Link>
      )}
    </nav>
  );
}
