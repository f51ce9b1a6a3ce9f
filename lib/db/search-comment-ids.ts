import { db } from "./client";
import { databaseUrl, providerOf } from "./database-url";
import { buildCommentSearchSql } from "./search/build-comment-search-sql";

/**
 * The ids of the comments on `siteIds` in one mode whose content or author name matches `query`
 * (words ANDed, the last one a prefix, "quoted phrases"; case and accents ignored), best match
 * first, newest first among equals, at most `limit` (capped at 1,000). Answered by the full-text
 * index of each database in one query; a query with no words finds nothing.
 */
export async function searchCommentIds(input: {
  siteIds: string[];
  livemode: boolean;
  query: string;
  limit: number;
}): Promise<string[]> {
  const sql = buildCommentSearchSql(providerOf(databaseUrl()), input);
  if (!sql) return [];
  const rows = await db().$queryRaw<{ id: string }[]>(sql);
  return rows.map((row) => row.id);
}
