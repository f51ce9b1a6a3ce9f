/** The query of a dashboard page, as Next.js hands it over. */
export type PageQuery = Record<string, string | string[] | undefined>;

/** The page number from `?page=`: 1 unless it is a sensible whole number. */
export function readPageParam(query: PageQuery): number {
  const raw = query.page;
  const page = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}
