import { Prisma } from "../generated/sqlite/client";
import { formatFts5Query } from "./format-fts5-query";
import { formatTsquery } from "./format-tsquery";
import { parseSearchTerms } from "./parse-search-terms";

/** What a comment search asks: a search box's text over some sites of one mode, at most `limit` ids. */
export type CommentSearchInput = { siteIds: string[]; livemode: boolean; query: string; limit: number };

/** The most ids one search returns. */
export const MAX_SEARCH_RESULTS = 1000;

/**
 * The one query that answers a comment search on a provider, best match first and newest first
 * among equals, or null when it cannot match anything (no sites, no limit, no words). The user's
 * words reach the database as one bound parameter, already reduced to quoted words.
 * SQLite: the FTS5 table "CommentSearch" (external content, keyed by Comment's rowid).
 * PostgreSQL: the generated tsvector column "Comment"."searchDocument" and its GIN index
 * "Comment_search_idx" (both from the hand-written comment_search migrations).
 */
export function buildCommentSearchSql(provider: "sqlite" | "postgresql", input: CommentSearchInput): Prisma.Sql | null {
  const terms = parseSearchTerms(input.query);
  const limit = Math.min(Math.floor(input.limit), MAX_SEARCH_RESULTS);
  if (terms.length === 0 || input.siteIds.length === 0 || !(limit > 0)) return null;
  const sites = Prisma.join(input.siteIds);
  if (provider === "postgresql") {
    const query = Prisma.sql`to_tsquery('threadline_search', ${formatTsquery(terms)})`;
    return Prisma.sql`
      SELECT c."id" FROM "Comment" AS c
      WHERE c."searchDocument" @@ ${query} AND c."siteId" IN (${sites}) AND c."livemode" = ${input.livemode}
      ORDER BY ts_rank(c."searchDocument", ${query}) DESC, c."createdAt" DESC, c."id" DESC
      LIMIT ${limit}`;
  }
  return Prisma.sql`
    SELECT c."id" FROM "CommentSearch" AS s JOIN "Comment" AS c ON c.rowid = s.rowid
    WHERE "CommentSearch" MATCH ${formatFts5Query(terms)} AND c."siteId" IN (${sites}) AND c."livemode" = ${input.livemode}
    ORDER BY s.rank, c."createdAt" DESC, c."id" DESC
    LIMIT ${limit}`;
}
