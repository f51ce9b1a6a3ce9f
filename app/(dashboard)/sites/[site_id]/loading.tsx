/** A site's page while loading: a settings card as grey shapes (the tabs above stay). */
export default function SitePageLoading() {
  return (
    <div
      className="animate-pulse rounded-lg border border-border bg-card p-5"
      role="status"
      aria-busy="true"
      aria-label="Loading"
    >
      <div className="h-5 w-48 rounded bg-muted" />
      <div className="mt-2 h-4 w-72 max-w-full rounded bg-muted" />
      <div className="mt-6 grid gap-5">
        {[0, 1, 2].map((row) => (
          <div key={row}>
            <div className="h-4 w-24 rounded bg-muted" />
            <div className="mt-2 h-9 rounded-md bg-muted" />
          </div>
        ))}
      </div>
    </div>
  );
}
