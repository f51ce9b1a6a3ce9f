"use client";

import { Search } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";

import { Button } from "@/app/_components/button";
import { controlClass, FormField } from "@/app/_components/form-field";
import type { QueueFilters } from "@/lib/moderation/queue-filters";

type Props = { filters: QueueFilters; errors: Record<string, string>; sites: { id: string; name: string }[] };

/**
 * The view's filters as a GET form: submitting puts them in the URL (shareable, reloadable) and
 * starts from the first page of the same tab. `/` focuses the search box. "Likely spam only" and
 * the spam-score order narrow and sort by the spam filter's score.
 */
export function QueueFilterForm({ filters, errors, sites }: Props) {
  const router = useRouter();
  const field = (
    name: keyof QueueFilters,
    label: string,
    extra: { type?: string; placeholder?: string; id?: string } = {},
  ) => (
    <FormField label={label} error={errors[name]}>
      {(control) => (
        <input
          key={filters[name] ?? ""}
          {...control}
          id={extra.id ?? control.id}
          name={name}
          type={extra.type ?? "text"}
          placeholder={extra.placeholder}
          defaultValue={filters[name] ?? ""}
          className={controlClass(errors[name])}
        />
      )}
    </FormField>
  );
  return (
    <form
      method="get"
      action="/moderation"
      // Only the filters in use go into the URL, so a shared link reads clearly.
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [key, value] of new FormData(event.currentTarget))
          if (
            typeof value === "string" &&
            value.trim() &&
            !(key === "sort" && value === "newest") &&
            !(key === "site" && value === "all")
          )
            params.set(key, value.trim());
        router.push(`/moderation${params.size ? `?${params}` : ""}`);
      }}
      role="search"
      aria-label="Filter the queue"
      className="mb-4 rounded-lg border border-border bg-card p-4"
    >
      {filters.tab !== "pending" && <input type="hidden" name="tab" value={filters.tab} />}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          {field("q", "Search (press /)", {
            id: "queue-search",
            type: "search",
            placeholder: "Words in the comment or the author's name",
          })}
        </div>
        {sites.length > 1 ? (
          <FormField label="Site" error={errors.site}>
            {(control) => (
              <select
                key={filters.site ?? "all"}
                {...control}
                name="site"
                defaultValue={filters.site ?? "all"}
                className={controlClass(errors.site)}
              >
                <option value="all">All sites</option>
                {sites.map((site) => (
                  <option key={site.id} value={site.id}>
                    {site.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : (
          <div className="hidden lg:block" />
        )}
        <FormField label="Sort" error={errors.sort}>
          {(control) => (
            <select
              key={filters.sort}
              {...control}
              name="sort"
              defaultValue={filters.sort}
              className={controlClass(errors.sort)}
            >
              <option value="newest">Newest first</option>
              <option value="oldest">Oldest first</option>
              <option value="spam">Spam score, highest first</option>
            </select>
          )}
        </FormField>
      </div>
      <details
        open={Boolean(filters.thread || filters.author || filters.from || filters.to || errors.from || errors.to)}
        className="group mt-3"
      >
        <summary className="cursor-pointer rounded text-sm font-medium text-foreground focus-visible:outline-2 focus-visible:outline-ring">
          More filters: thread, author, dates
        </summary>
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {field("thread", "Thread (URL or thr_ id)", { placeholder: "https://…" })}
          {field("author", "Author (name, e-mail or usr_ id)")}
          {field("from", "From (UTC day)", { type: "date" })}
          {field("to", "To (UTC day)", { type: "date" })}
        </div>
      </details>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <div className="mr-2 flex flex-wrap items-center gap-x-2 text-sm">
          <label className="inline-flex items-center gap-2 font-medium text-foreground">
            <input
              key={filters.spam ?? ""}
              type="checkbox"
              name="spam"
              value="likely"
              defaultChecked={filters.spam === "likely"}
              aria-invalid={errors.spam ? true : undefined}
              aria-describedby={errors.spam ? "queue-spam-note" : undefined}
              className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            Likely spam only
          </label>
          {errors.spam && (
            <span id="queue-spam-note" className="text-danger">
              {errors.spam}
            </span>
          )}
        </div>
        <Button type="submit">
          <Search className="size-4" aria-hidden /> Apply filters
        </Button>
        <Link
          href={filters.tab === "pending" ? "/moderation" : `/moderation?tab=${filters.tab}`}
          className="rounded px-2 py-1 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          Clear filters
        </Link>
      </div>
    </form>
  );
}
