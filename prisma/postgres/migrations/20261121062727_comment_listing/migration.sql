-- DropIndex
DROP INDEX "Comment_threadId_status_parentId_createdAt_idx";

-- DropIndex
DROP INDEX "Comment_threadId_status_parentId_upvotes_createdAt_idx";

-- AlterTable
ALTER TABLE "Comment" ADD COLUMN     "listed" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "replyCount" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "Comment_threadId_listed_parentId_createdAt_idx" ON "Comment"("threadId", "listed", "parentId", "createdAt");

-- CreateIndex
CREATE INDEX "Comment_threadId_listed_parentId_upvotes_createdAt_idx" ON "Comment"("threadId", "listed", "parentId", "upvotes", "createdAt");

-- CreateIndex
CREATE INDEX "Event_accountId_livemode_type_id_idx" ON "Event"("accountId", "livemode", "type", "id");

-- Backfill: until now only approved comments were listed, and no deleted placeholders existed.
UPDATE "Comment" SET "listed" = ("status" = 'approved');
UPDATE "Comment" SET "replyCount" = (SELECT COUNT(*) FROM "Comment" AS "child" WHERE "child"."parentId" = "Comment"."id" AND "child"."status" = 'approved');
