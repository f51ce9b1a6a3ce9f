/** The overview's address for a site ("" or null: the whole account) and a period. */
export function overviewHref(siteId: string | null, days: number): string {
  const query = new URLSearchParams();
  if (siteId) query.set("site", siteId);
  query.set("days", String(days));
  return `/dashboard?${query}`;
}
