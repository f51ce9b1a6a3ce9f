-- Hand-written (Prisma cannot express it): full-text search over comments, docs/architecture.md.
-- A stored generated tsvector column "Comment"."searchDocument" over the author name and the
-- content, with a GIN index: PostgreSQL keeps both in step with every insert, update and delete,
-- and ranking reads the stored vector instead of parsing each matching comment again.
-- lib/db/migrate/omit-search-index-changes.ts keeps `npm run db:diff` from dropping them.

-- Accent folding: unaccent ships with PostgreSQL's contrib and is a trusted extension (13+), but a
-- host may lack it or refuse it: search then still works, without folding accents.
DO $$
BEGIN
    CREATE EXTENSION IF NOT EXISTS unaccent;
EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'unaccent is not available (%): comment search will not fold accents', SQLERRM;
END
$$;

-- CreateTextSearchConfiguration: `simple` (lower case, no stemming, no stop words), plus unaccent when present.
CREATE TEXT SEARCH CONFIGURATION "threadline_search" (COPY = pg_catalog.simple);

DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_ts_dict WHERE dictname = 'unaccent') THEN
        ALTER TEXT SEARCH CONFIGURATION "threadline_search"
            ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
    END IF;
END
$$;

-- CreateFunction: the searched document. ASCII punctuation becomes spaces first so that the parser
-- splits "casino.com", "a@b.org" or "/path/x" into words as SQLite's unicode61 tokenizer does,
-- instead of keeping each as one host, e-mail or path token. The body is parsed now (SQL-standard
-- form), so the configuration is bound by identity and not looked up in each session's search_path.
CREATE FUNCTION "threadline_search_document"("authorName" TEXT, "content" TEXT) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN to_tsvector('threadline_search'::regconfig, regexp_replace(coalesce("authorName", '') || ' ' || coalesce("content", ''), '[!-/:-@[-`{-~]', ' ', 'g'));

-- AlterTable (computes the column for the existing comments: that is the backfill)
ALTER TABLE "Comment" ADD COLUMN "searchDocument" tsvector
    GENERATED ALWAYS AS ("threadline_search_document"("authorName", "content")) STORED;

-- CreateIndex
CREATE INDEX "Comment_search_idx" ON "Comment" USING GIN ("searchDocument");
