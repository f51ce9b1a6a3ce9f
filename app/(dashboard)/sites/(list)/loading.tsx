/** Sites while loading: the header and a few site rows as grey shapes. */
export default function SitesLoading() {
  return (
    <div role="status" className="animate-pulse" aria-busy="true" aria-label="Loading sites">
      <div className="mb-6 h-8 w-40 rounded bg-muted" />
      <div className="mb-6 h-11 rounded-md bg-muted" />
      <div className="grid grid-cols-1 gap-3">
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-20 rounded-lg border border-border bg-card" />
        ))}
      </div>
    </div>
  );
}
