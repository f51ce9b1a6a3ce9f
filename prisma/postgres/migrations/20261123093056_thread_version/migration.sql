
-- AlterTable
ALTER TABLE "Thread" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;

-- Hand-written (Prisma cannot express it): "Thread"."version" moves on every change that shapes a
-- thread's pages, whichever code makes it (docs/architecture.md, "Cached thread pages").
-- Statement-level with transition tables: a bulk change raises each of its threads once.
CREATE FUNCTION "threadline_raise_thread_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        UPDATE "Thread" SET "version" = "version" + 1 WHERE "id" IN (SELECT DISTINCT "threadId" FROM old_rows);
    ELSE
        UPDATE "Thread" SET "version" = "version" + 1 WHERE "id" IN (SELECT DISTINCT "threadId" FROM new_rows);
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "Comment_thread_version_insert" AFTER INSERT ON "Comment"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "threadline_raise_thread_version"();
CREATE TRIGGER "Comment_thread_version_update" AFTER UPDATE ON "Comment"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "threadline_raise_thread_version"();
CREATE TRIGGER "Comment_thread_version_delete" AFTER DELETE ON "Comment"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "threadline_raise_thread_version"();

-- An API key's read shows each reader's e-mail: its change or the reader's removal moves the
-- threads the reader wrote in.
CREATE FUNCTION "threadline_raise_reader_threads"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    changed RECORD;
BEGIN
    IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
    UPDATE "Thread" SET "version" = "version" + 1
    WHERE "id" IN (SELECT "threadId" FROM "Comment" WHERE "siteId" = changed."siteId" AND "authorRef" = changed."id");
    RETURN NULL;
END;
$$;

CREATE TRIGGER "Reader_thread_version_update" AFTER UPDATE OF "email" ON "Reader"
    FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email") EXECUTE FUNCTION "threadline_raise_reader_threads"();
CREATE TRIGGER "Reader_thread_version_delete" AFTER DELETE ON "Reader"
    FOR EACH ROW EXECUTE FUNCTION "threadline_raise_reader_threads"();
