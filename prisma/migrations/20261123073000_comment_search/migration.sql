-- Hand-written (Prisma cannot express it): full-text search over comments, docs/architecture.md.
-- An external-content FTS5 index over "Comment"."authorName" and "content", keyed by Comment's rowid,
-- so it stores no second copy of the text. Case- and accent-insensitive (remove_diacritics 2).
-- scripts/db/diff-migration.ts tells the schema engine to leave these objects alone.
-- A later migration that rebuilds "Comment" (Prisma's RedefineTables) drops these triggers and
-- renumbers rowids: it must recreate the triggers below and run the 'rebuild' at the end of this file.

-- CreateSearchIndex
CREATE VIRTUAL TABLE "CommentSearch" USING fts5(
    "authorName",
    "content",
    content='Comment',
    tokenize='unicode61 remove_diacritics 2',
    prefix='2 3'
);

-- CreateSearchTriggers
CREATE TRIGGER "CommentSearch_insert" AFTER INSERT ON "Comment" BEGIN
    INSERT INTO "CommentSearch"(rowid, "authorName", "content") VALUES (new.rowid, new."authorName", new."content");
END;

CREATE TRIGGER "CommentSearch_delete" AFTER DELETE ON "Comment" BEGIN
    INSERT INTO "CommentSearch"("CommentSearch", rowid, "authorName", "content") VALUES ('delete', old.rowid, old."authorName", old."content");
END;

-- Only the searched columns: status changes (the bulk of updates) leave the index alone.
CREATE TRIGGER "CommentSearch_update" AFTER UPDATE OF "authorName", "content" ON "Comment" BEGIN
    INSERT INTO "CommentSearch"("CommentSearch", rowid, "authorName", "content") VALUES ('delete', old.rowid, old."authorName", old."content");
    INSERT INTO "CommentSearch"(rowid, "authorName", "content") VALUES (new.rowid, new."authorName", new."content");
END;

-- Backfill
INSERT INTO "CommentSearch"("CommentSearch") VALUES ('rebuild');
