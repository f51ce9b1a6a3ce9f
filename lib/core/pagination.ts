import { z } from "zod";

/** `page` (from 1) and `per_page` (default 20, at most 100), as every list takes them. */
export const paginationQuery = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};
