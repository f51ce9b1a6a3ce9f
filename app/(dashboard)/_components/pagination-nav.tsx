import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";

const linkClass =
  "inline-flex items-center gap-1 rounded-md border border-input bg-card px-3 py-1.5 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * Previous / next links for a paged list, keeping the page's other query parameters; nothing when
 * everything fits on one page.
 */
export function PaginationNav({
  path,
  query,
  page,
  perPage,
  total,
  label,
}: {
  path: string;
  query: Record<string, string | undefined>;
  page: number;
  perPage: number;
  total: number;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1 && page <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    if (target > 1) params.set("page", String(target));
    else params.delete("page");
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  };
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 text-sm text-muted-foreground">
      {page > 1 ? (
        <Link href={href(page - 1)} className={linkClass} rel="prev">
          <ChevronLeft className="size-4" aria-hidden /> Previous
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {Math.min(page, pages)} of {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} className={linkClass} rel="next">
          Next <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
