-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Comment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "threadId" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "livemode" BOOLEAN NOT NULL,
    "rootId" TEXT NOT NULL,
    "parentId" TEXT,
    "depth" INTEGER NOT NULL DEFAULT 0,
    "authorName" TEXT NOT NULL,
    "authorKind" TEXT NOT NULL DEFAULT 'api',
    "authorRef" TEXT,
    "content" TEXT NOT NULL,
    "contentHtml" TEXT NOT NULL DEFAULT '',
    "flagCount" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'approved',
    "listed" BOOLEAN NOT NULL DEFAULT false,
    "replyCount" INTEGER NOT NULL DEFAULT 0,
    "upvotes" INTEGER NOT NULL DEFAULT 0,
    "reactionFunny" INTEGER NOT NULL DEFAULT 0,
    "reactionInteresting" INTEGER NOT NULL DEFAULT 0,
    "reactionInsightful" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "editedAt" DATETIME,
    "deletedAt" DATETIME,
    CONSTRAINT "Comment_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Comment_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Comment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Comment" ("authorKind", "authorName", "authorRef", "content", "contentHtml", "createdAt", "deletedAt", "depth", "editedAt", "flagCount", "id", "livemode", "parentId", "reactionFunny", "reactionInsightful", "reactionInteresting", "rootId", "siteId", "status", "threadId", "updatedAt", "upvotes") SELECT "authorKind", "authorName", "authorRef", "content", "contentHtml", "createdAt", "deletedAt", "depth", "editedAt", "flagCount", "id", "livemode", "parentId", "reactionFunny", "reactionInsightful", "reactionInteresting", "rootId", "siteId", "status", "threadId", "updatedAt", "upvotes" FROM "Comment";
DROP TABLE "Comment";
ALTER TABLE "new_Comment" RENAME TO "Comment";
CREATE INDEX "Comment_threadId_listed_parentId_createdAt_idx" ON "Comment"("threadId", "listed", "parentId", "createdAt");
CREATE INDEX "Comment_threadId_listed_parentId_upvotes_createdAt_idx" ON "Comment"("threadId", "listed", "parentId", "upvotes", "createdAt");
CREATE INDEX "Comment_rootId_createdAt_idx" ON "Comment"("rootId", "createdAt");
CREATE INDEX "Comment_siteId_livemode_status_createdAt_idx" ON "Comment"("siteId", "livemode", "status", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Event_accountId_livemode_type_id_idx" ON "Event"("accountId", "livemode", "type", "id");

-- Backfill: until now only approved comments were listed, and no deleted placeholders existed.
UPDATE "Comment" SET "listed" = ("status" = 'approved');
UPDATE "Comment" SET "replyCount" = (SELECT COUNT(*) FROM "Comment" AS "child" WHERE "child"."parentId" = "Comment"."id" AND "child"."status" = 'approved');
