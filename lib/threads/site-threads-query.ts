import { z } from "zod";

import { paginationQuery } from "@/lib/core/pagination";

/** The longest search of a site's threads, in characters. */
export const maxThreadSearchLength = 200;

/** What the Threads page asks for: part of a page's URL or title (empty for every page), and the page of the list. */
export const siteThreadsQuery = z.object({
  q: z
    .string()
    .trim()
    .max(maxThreadSearchLength, `Search for at most ${maxThreadSearchLength} characters.`)
    .optional()
    .transform((value) => value || undefined),
  ...paginationQuery,
});

/** SiteThreadsQuery after parsing. */
export type SiteThreadsQuery = z.output<typeof siteThreadsQuery>;
