
-- CreateTable
CREATE TABLE "SiteDayStat" (
    "siteId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "approved" INTEGER NOT NULL DEFAULT 0,
    "pending" INTEGER NOT NULL DEFAULT 0,
    "rejected" INTEGER NOT NULL DEFAULT 0,
    "spam" INTEGER NOT NULL DEFAULT 0,
    "deleted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SiteDayStat_pkey" PRIMARY KEY ("siteId","day")
);

-- CreateTable
CREATE TABLE "ThreadDayStat" (
    "threadId" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "comments" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ThreadDayStat_pkey" PRIMARY KEY ("threadId","day")
);

-- CreateTable
CREATE TABLE "SiteAuthor" (
    "siteId" TEXT NOT NULL,
    "authorKey" TEXT NOT NULL,
    "lastDay" TEXT NOT NULL,
    "comments" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SiteAuthor_pkey" PRIMARY KEY ("siteId","authorKey")
);

-- CreateTable
CREATE TABLE "CommentDecision" (
    "commentId" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "seconds" INTEGER NOT NULL,

    CONSTRAINT "CommentDecision_pkey" PRIMARY KEY ("commentId")
);

-- CreateIndex
CREATE INDEX "ThreadDayStat_siteId_day_threadId_comments_idx" ON "ThreadDayStat"("siteId", "day", "threadId", "comments");

-- CreateIndex
CREATE INDEX "SiteAuthor_siteId_lastDay_idx" ON "SiteAuthor"("siteId", "lastDay");

-- CreateIndex
CREATE INDEX "CommentDecision_siteId_day_seconds_idx" ON "CommentDecision"("siteId", "day", "seconds");

-- AddForeignKey
ALTER TABLE "SiteDayStat" ADD CONSTRAINT "SiteDayStat_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ThreadDayStat" ADD CONSTRAINT "ThreadDayStat_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SiteAuthor" ADD CONSTRAINT "SiteAuthor_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommentDecision" ADD CONSTRAINT "CommentDecision_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (Prisma cannot express it): the overview's rollups follow every write to "Comment" and
-- "ModerationAction", whichever code makes it (docs/dashboard.md, "Overview"). Live comments only.
-- Days are UTC dates (timestamps are stored in UTC); a comment's day is that of its creation, which
-- never changes.
CREATE FUNCTION "threadline_author_key"(kind TEXT, ref TEXT, ip TEXT, name TEXT) RETURNS TEXT
LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN kind = 'reader' AND ref IS NOT NULL THEN 'reader:' || ref
                WHEN kind = 'guest' AND ip IS NOT NULL THEN 'guest:' || ip
                ELSE 'api:' || name END
$$;

CREATE FUNCTION "threadline_overview_comment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    old_key TEXT;
    new_key TEXT;
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO "SiteDayStat" AS s ("siteId", "day", "approved", "pending", "rejected", "spam", "deleted")
        VALUES (NEW."siteId", to_char(NEW."createdAt", 'YYYY-MM-DD'), (NEW."status" = 'approved')::int,
                (NEW."status" = 'pending')::int, (NEW."status" = 'rejected')::int, (NEW."status" = 'spam')::int,
                (NEW."status" = 'deleted')::int)
        ON CONFLICT ("siteId", "day") DO UPDATE SET
            "approved" = s."approved" + EXCLUDED."approved", "pending" = s."pending" + EXCLUDED."pending",
            "rejected" = s."rejected" + EXCLUDED."rejected", "spam" = s."spam" + EXCLUDED."spam",
            "deleted" = s."deleted" + EXCLUDED."deleted";
        INSERT INTO "ThreadDayStat" AS t ("threadId", "siteId", "day", "comments")
        VALUES (NEW."threadId", NEW."siteId", to_char(NEW."createdAt", 'YYYY-MM-DD'), 1)
        ON CONFLICT ("threadId", "day") DO UPDATE SET "comments" = t."comments" + 1;
        INSERT INTO "SiteAuthor" AS a ("siteId", "authorKey", "lastDay", "comments")
        VALUES (NEW."siteId", "threadline_author_key"(NEW."authorKind", NEW."authorRef", NEW."authorIpHash", NEW."authorName"),
                to_char(NEW."createdAt", 'YYYY-MM-DD'), 1)
        ON CONFLICT ("siteId", "authorKey") DO UPDATE SET
            "lastDay" = GREATEST(a."lastDay", EXCLUDED."lastDay"), "comments" = a."comments" + 1;
        RETURN NULL;
    END IF;

    old_key := "threadline_author_key"(OLD."authorKind", OLD."authorRef", OLD."authorIpHash", OLD."authorName");
    IF TG_OP = 'DELETE' THEN
        -- Only UPDATE: a cascade from a removed site may already have taken the rows.
        UPDATE "SiteDayStat" SET
            "approved" = "approved" - (OLD."status" = 'approved')::int, "pending" = "pending" - (OLD."status" = 'pending')::int,
            "rejected" = "rejected" - (OLD."status" = 'rejected')::int, "spam" = "spam" - (OLD."status" = 'spam')::int,
            "deleted" = "deleted" - (OLD."status" = 'deleted')::int
        WHERE "siteId" = OLD."siteId" AND "day" = to_char(OLD."createdAt", 'YYYY-MM-DD');
        UPDATE "ThreadDayStat" SET "comments" = "comments" - 1
        WHERE "threadId" = OLD."threadId" AND "day" = to_char(OLD."createdAt", 'YYYY-MM-DD');
        UPDATE "SiteAuthor" SET "comments" = "comments" - 1 WHERE "siteId" = OLD."siteId" AND "authorKey" = old_key;
        DELETE FROM "SiteAuthor" WHERE "siteId" = OLD."siteId" AND "authorKey" = old_key AND "comments" <= 0;
        RETURN NULL;
    END IF;

    IF OLD."status" IS DISTINCT FROM NEW."status" THEN
        UPDATE "SiteDayStat" SET
            "approved" = "approved" + (NEW."status" = 'approved')::int - (OLD."status" = 'approved')::int,
            "pending" = "pending" + (NEW."status" = 'pending')::int - (OLD."status" = 'pending')::int,
            "rejected" = "rejected" + (NEW."status" = 'rejected')::int - (OLD."status" = 'rejected')::int,
            "spam" = "spam" + (NEW."status" = 'spam')::int - (OLD."status" = 'spam')::int,
            "deleted" = "deleted" + (NEW."status" = 'deleted')::int - (OLD."status" = 'deleted')::int
        WHERE "siteId" = NEW."siteId" AND "day" = to_char(NEW."createdAt", 'YYYY-MM-DD');
    END IF;
    -- An erased author's comments lose their author: they move to the anonymous key.
    new_key := "threadline_author_key"(NEW."authorKind", NEW."authorRef", NEW."authorIpHash", NEW."authorName");
    IF old_key IS DISTINCT FROM new_key THEN
        UPDATE "SiteAuthor" SET "comments" = "comments" - 1 WHERE "siteId" = OLD."siteId" AND "authorKey" = old_key;
        DELETE FROM "SiteAuthor" WHERE "siteId" = OLD."siteId" AND "authorKey" = old_key AND "comments" <= 0;
        INSERT INTO "SiteAuthor" AS a ("siteId", "authorKey", "lastDay", "comments")
        VALUES (NEW."siteId", new_key, to_char(NEW."createdAt", 'YYYY-MM-DD'), 1)
        ON CONFLICT ("siteId", "authorKey") DO UPDATE SET
            "lastDay" = GREATEST(a."lastDay", EXCLUDED."lastDay"), "comments" = a."comments" + 1;
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "Comment_overview_insert" AFTER INSERT ON "Comment"
    FOR EACH ROW WHEN (NEW."livemode") EXECUTE FUNCTION "threadline_overview_comment"();
CREATE TRIGGER "Comment_overview_update" AFTER UPDATE OF "status", "authorKind", "authorRef", "authorIpHash", "authorName" ON "Comment"
    FOR EACH ROW WHEN (NEW."livemode") EXECUTE FUNCTION "threadline_overview_comment"();
CREATE TRIGGER "Comment_overview_delete" AFTER DELETE ON "Comment"
    FOR EACH ROW WHEN (OLD."livemode") EXECUTE FUNCTION "threadline_overview_comment"();

-- The first approve, reject or spam by a member or an API key (not the author, not automatic rules).
CREATE FUNCTION "threadline_overview_decision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "CommentDecision" ("commentId", "siteId", "day", "seconds")
    SELECT c."id", c."siteId", to_char(NEW."createdAt", 'YYYY-MM-DD'),
           GREATEST(0, round(EXTRACT(EPOCH FROM (NEW."createdAt" - c."createdAt"))))::int
    FROM "Comment" c WHERE c."id" = NEW."commentId" AND c."livemode"
    ON CONFLICT ("commentId") DO NOTHING;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "ModerationAction_overview_decision" AFTER INSERT ON "ModerationAction"
    FOR EACH ROW WHEN (NEW."action" IN ('approve', 'reject', 'spam') AND (NEW."actor" LIKE 'member:%' OR NEW."actor" LIKE 'api_key:%'))
    EXECUTE FUNCTION "threadline_overview_decision"();

-- Backfill from what is already there.
INSERT INTO "SiteDayStat" ("siteId", "day", "approved", "pending", "rejected", "spam", "deleted")
SELECT "siteId", to_char("createdAt", 'YYYY-MM-DD'), COUNT(*) FILTER (WHERE "status" = 'approved'),
       COUNT(*) FILTER (WHERE "status" = 'pending'), COUNT(*) FILTER (WHERE "status" = 'rejected'),
       COUNT(*) FILTER (WHERE "status" = 'spam'), COUNT(*) FILTER (WHERE "status" = 'deleted')
FROM "Comment" WHERE "livemode" GROUP BY 1, 2;

INSERT INTO "ThreadDayStat" ("threadId", "siteId", "day", "comments")
SELECT "threadId", "siteId", to_char("createdAt", 'YYYY-MM-DD'), COUNT(*) FROM "Comment" WHERE "livemode" GROUP BY 1, 2, 3;

INSERT INTO "SiteAuthor" ("siteId", "authorKey", "lastDay", "comments")
SELECT "siteId", "threadline_author_key"("authorKind", "authorRef", "authorIpHash", "authorName"),
       MAX(to_char("createdAt", 'YYYY-MM-DD')), COUNT(*)
FROM "Comment" WHERE "livemode" GROUP BY 1, 2;

INSERT INTO "CommentDecision" ("commentId", "siteId", "day", "seconds")
SELECT c."id", c."siteId", to_char(f."at", 'YYYY-MM-DD'), GREATEST(0, round(EXTRACT(EPOCH FROM (f."at" - c."createdAt"))))::int
FROM (SELECT "commentId", MIN("createdAt") AS "at" FROM "ModerationAction"
      WHERE "action" IN ('approve', 'reject', 'spam') AND ("actor" LIKE 'member:%' OR "actor" LIKE 'api_key:%')
      GROUP BY "commentId") f
JOIN "Comment" c ON c."id" = f."commentId" WHERE c."livemode";
