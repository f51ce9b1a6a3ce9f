/** Sites while loading: the header and a few site rows as grey shapes. */
export default function SitesLoading() {
  return (
    <div className="animate-pulse" aria-busy="true" aria-label="Loading sites">
      <div className="mb-6 h-8 w-40 rounded bg-zinc-200 dark:bg-zinc-800" />
      <div className="mb-6 h-11 rounded-md bg-zinc-200 dark:bg-zinc-800" />
      <div className="grid grid-cols-1 gap-3">
        {[0, 1, 2].map((row) => (
          <div
            key={row}
            className="h-20 rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
          />
        ))}
      </div>
    </div>
  );
}
