/** The dashboard home while loading: the shape of a header and two cards. */
export default function DashboardLoading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading" className="animate-pulse motion-reduce:animate-none">
      <div className="h-7 w-48 rounded bg-muted" />
      <div className="mt-3 h-4 w-80 max-w-full rounded bg-muted" />
      <div className="mt-8 h-32 rounded-lg bg-muted" />
      <div className="mt-6 h-48 rounded-lg bg-muted" />
    </div>
  );
}
