-- CreateTable
CREATE TABLE "SiteDayStat" (
    "siteId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "approved" INTEGER NOT NULL DEFAULT 0,
    "pending" INTEGER NOT NULL DEFAULT 0,
    "rejected" INTEGER NOT NULL DEFAULT 0,
    "spam" INTEGER NOT NULL DEFAULT 0,
    "deleted" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("siteId", "day"),
    CONSTRAINT "SiteDayStat_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ThreadDayStat" (
    "threadId" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "comments" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("threadId", "day"),
    CONSTRAINT "ThreadDayStat_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SiteAuthor" (
    "siteId" TEXT NOT NULL,
    "authorKey" TEXT NOT NULL,
    "lastDay" TEXT NOT NULL,
    "comments" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("siteId", "authorKey"),
    CONSTRAINT "SiteAuthor_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CommentDecision" (
    "commentId" TEXT NOT NULL PRIMARY KEY,
    "siteId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "seconds" INTEGER NOT NULL,
    CONSTRAINT "CommentDecision_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ThreadDayStat_siteId_day_threadId_comments_idx" ON "ThreadDayStat"("siteId", "day", "threadId", "comments");

-- CreateIndex
CREATE INDEX "SiteAuthor_siteId_lastDay_idx" ON "SiteAuthor"("siteId", "lastDay");

-- CreateIndex
CREATE INDEX "CommentDecision_siteId_day_seconds_idx" ON "CommentDecision"("siteId", "day", "seconds");

-- Hand-written (Prisma cannot express it): the overview's rollups follow every write to "Comment" and
-- "ModerationAction", whichever code makes it (docs/dashboard.md, "Overview"). Live comments only.
-- Days are UTC dates; a comment's day is that of its creation, which never changes. A later migration
-- that rebuilds "Comment" or "ModerationAction" (Prisma's RedefineTables) drops these triggers and
-- must recreate them (tests/db/overview-rollups.test.ts fails until it does).
CREATE TRIGGER "Comment_overview_insert" AFTER INSERT ON "Comment" WHEN new."livemode" BEGIN
    INSERT INTO "SiteDayStat" ("siteId", "day", "approved", "pending", "rejected", "spam", "deleted")
    VALUES (new."siteId", date(new."createdAt"), new."status" = 'approved', new."status" = 'pending',
            new."status" = 'rejected', new."status" = 'spam', new."status" = 'deleted')
    ON CONFLICT ("siteId", "day") DO UPDATE SET
        "approved" = "approved" + excluded."approved", "pending" = "pending" + excluded."pending",
        "rejected" = "rejected" + excluded."rejected", "spam" = "spam" + excluded."spam",
        "deleted" = "deleted" + excluded."deleted";
    INSERT INTO "ThreadDayStat" ("threadId", "siteId", "day", "comments")
    VALUES (new."threadId", new."siteId", date(new."createdAt"), 1)
    ON CONFLICT ("threadId", "day") DO UPDATE SET "comments" = "comments" + 1;
    INSERT INTO "SiteAuthor" ("siteId", "authorKey", "lastDay", "comments")
    VALUES (new."siteId", CASE
        WHEN new."authorKind" = 'reader' AND new."authorRef" IS NOT NULL THEN 'reader:' || new."authorRef"
        WHEN new."authorKind" = 'guest' AND new."authorIpHash" IS NOT NULL THEN 'guest:' || new."authorIpHash"
        ELSE 'api:' || new."authorName" END, date(new."createdAt"), 1)
    ON CONFLICT ("siteId", "authorKey") DO UPDATE SET
        "lastDay" = MAX("lastDay", excluded."lastDay"), "comments" = "comments" + 1;
END;

-- Only UPDATE: the day's row exists since the comment's insert (or the backfill), and a cascade from a
-- removed site may already have taken it.
CREATE TRIGGER "Comment_overview_status" AFTER UPDATE OF "status" ON "Comment"
WHEN new."livemode" AND old."status" IS NOT new."status" BEGIN
    UPDATE "SiteDayStat" SET
        "approved" = "approved" + (new."status" = 'approved') - (old."status" = 'approved'),
        "pending" = "pending" + (new."status" = 'pending') - (old."status" = 'pending'),
        "rejected" = "rejected" + (new."status" = 'rejected') - (old."status" = 'rejected'),
        "spam" = "spam" + (new."status" = 'spam') - (old."status" = 'spam'),
        "deleted" = "deleted" + (new."status" = 'deleted') - (old."status" = 'deleted')
    WHERE "siteId" = new."siteId" AND "day" = date(new."createdAt");
END;

-- An erased author's comments lose their author: they move to the anonymous key.
CREATE TRIGGER "Comment_overview_author" AFTER UPDATE OF "authorKind", "authorRef", "authorIpHash", "authorName" ON "Comment"
WHEN new."livemode" AND (CASE
        WHEN old."authorKind" = 'reader' AND old."authorRef" IS NOT NULL THEN 'reader:' || old."authorRef"
        WHEN old."authorKind" = 'guest' AND old."authorIpHash" IS NOT NULL THEN 'guest:' || old."authorIpHash"
        ELSE 'api:' || old."authorName" END) IS NOT (CASE
        WHEN new."authorKind" = 'reader' AND new."authorRef" IS NOT NULL THEN 'reader:' || new."authorRef"
        WHEN new."authorKind" = 'guest' AND new."authorIpHash" IS NOT NULL THEN 'guest:' || new."authorIpHash"
        ELSE 'api:' || new."authorName" END) BEGIN
    UPDATE "SiteAuthor" SET "comments" = "comments" - 1 WHERE "siteId" = old."siteId" AND "authorKey" = (CASE
        WHEN old."authorKind" = 'reader' AND old."authorRef" IS NOT NULL THEN 'reader:' || old."authorRef"
        WHEN old."authorKind" = 'guest' AND old."authorIpHash" IS NOT NULL THEN 'guest:' || old."authorIpHash"
        ELSE 'api:' || old."authorName" END);
    DELETE FROM "SiteAuthor" WHERE "siteId" = old."siteId" AND "comments" <= 0 AND "authorKey" = (CASE
        WHEN old."authorKind" = 'reader' AND old."authorRef" IS NOT NULL THEN 'reader:' || old."authorRef"
        WHEN old."authorKind" = 'guest' AND old."authorIpHash" IS NOT NULL THEN 'guest:' || old."authorIpHash"
        ELSE 'api:' || old."authorName" END);
    INSERT INTO "SiteAuthor" ("siteId", "authorKey", "lastDay", "comments")
    VALUES (new."siteId", CASE
        WHEN new."authorKind" = 'reader' AND new."authorRef" IS NOT NULL THEN 'reader:' || new."authorRef"
        WHEN new."authorKind" = 'guest' AND new."authorIpHash" IS NOT NULL THEN 'guest:' || new."authorIpHash"
        ELSE 'api:' || new."authorName" END, date(new."createdAt"), 1)
    ON CONFLICT ("siteId", "authorKey") DO UPDATE SET
        "lastDay" = MAX("lastDay", excluded."lastDay"), "comments" = "comments" + 1;
END;

CREATE TRIGGER "Comment_overview_delete" AFTER DELETE ON "Comment" WHEN old."livemode" BEGIN
    UPDATE "SiteDayStat" SET
        "approved" = "approved" - (old."status" = 'approved'), "pending" = "pending" - (old."status" = 'pending'),
        "rejected" = "rejected" - (old."status" = 'rejected'), "spam" = "spam" - (old."status" = 'spam'),
        "deleted" = "deleted" - (old."status" = 'deleted')
    WHERE "siteId" = old."siteId" AND "day" = date(old."createdAt");
    UPDATE "ThreadDayStat" SET "comments" = "comments" - 1 WHERE "threadId" = old."threadId" AND "day" = date(old."createdAt");
    UPDATE "SiteAuthor" SET "comments" = "comments" - 1 WHERE "siteId" = old."siteId" AND "authorKey" = (CASE
        WHEN old."authorKind" = 'reader' AND old."authorRef" IS NOT NULL THEN 'reader:' || old."authorRef"
        WHEN old."authorKind" = 'guest' AND old."authorIpHash" IS NOT NULL THEN 'guest:' || old."authorIpHash"
        ELSE 'api:' || old."authorName" END);
    DELETE FROM "SiteAuthor" WHERE "siteId" = old."siteId" AND "comments" <= 0 AND "authorKey" = (CASE
        WHEN old."authorKind" = 'reader' AND old."authorRef" IS NOT NULL THEN 'reader:' || old."authorRef"
        WHEN old."authorKind" = 'guest' AND old."authorIpHash" IS NOT NULL THEN 'guest:' || old."authorIpHash"
        ELSE 'api:' || old."authorName" END);
END;

-- The first approve, reject or spam by a member or an API key (not the author, not automatic rules).
CREATE TRIGGER "ModerationAction_overview_decision" AFTER INSERT ON "ModerationAction"
WHEN new."action" IN ('approve', 'reject', 'spam') AND (new."actor" LIKE 'member:%' OR new."actor" LIKE 'api_key:%') BEGIN
    INSERT OR IGNORE INTO "CommentDecision" ("commentId", "siteId", "day", "seconds")
    SELECT c."id", c."siteId", date(new."createdAt"),
           MAX(0, CAST(round((julianday(new."createdAt") - julianday(c."createdAt")) * 86400) AS INTEGER))
    FROM "Comment" c WHERE c."id" = new."commentId" AND c."livemode";
END;

-- Backfill from what is already there.
INSERT INTO "SiteDayStat" ("siteId", "day", "approved", "pending", "rejected", "spam", "deleted")
SELECT "siteId", date("createdAt"), SUM("status" = 'approved'), SUM("status" = 'pending'), SUM("status" = 'rejected'),
       SUM("status" = 'spam'), SUM("status" = 'deleted')
FROM "Comment" WHERE "livemode" GROUP BY "siteId", date("createdAt");

INSERT INTO "ThreadDayStat" ("threadId", "siteId", "day", "comments")
SELECT "threadId", "siteId", date("createdAt"), COUNT(*) FROM "Comment" WHERE "livemode" GROUP BY "threadId", "siteId", date("createdAt");

INSERT INTO "SiteAuthor" ("siteId", "authorKey", "lastDay", "comments")
SELECT "siteId", CASE
        WHEN "authorKind" = 'reader' AND "authorRef" IS NOT NULL THEN 'reader:' || "authorRef"
        WHEN "authorKind" = 'guest' AND "authorIpHash" IS NOT NULL THEN 'guest:' || "authorIpHash"
        ELSE 'api:' || "authorName" END AS "authorKey", MAX(date("createdAt")), COUNT(*)
FROM "Comment" WHERE "livemode" GROUP BY "siteId", "authorKey";

INSERT INTO "CommentDecision" ("commentId", "siteId", "day", "seconds")
SELECT c."id", c."siteId", date(f."at"), MAX(0, CAST(round((julianday(f."at") - julianday(c."createdAt")) * 86400) AS INTEGER))
FROM (SELECT "commentId", MIN("createdAt") AS "at" FROM "ModerationAction"
      WHERE "action" IN ('approve', 'reject', 'spam') AND ("actor" LIKE 'member:%' OR "actor" LIKE 'api_key:%')
      GROUP BY "commentId") f
JOIN "Comment" c ON c."id" = f."commentId" WHERE c."livemode";
