-- AlterTable
ALTER TABLE "Comment" ADD COLUMN "authorEmail" TEXT;
ALTER TABLE "Comment" ADD COLUMN "sourceId" TEXT;

-- CreateTable
CREATE TABLE "Import" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "livemode" BOOLEAN NOT NULL,
    "format" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "fileName" TEXT,
    "bytesTotal" INTEGER NOT NULL DEFAULT 0,
    "bytesRead" INTEGER NOT NULL DEFAULT 0,
    "rewriteFrom" TEXT,
    "rewriteTo" TEXT,
    "threadsCreated" INTEGER NOT NULL DEFAULT 0,
    "commentsImported" INTEGER NOT NULL DEFAULT 0,
    "commentsUnchanged" INTEGER NOT NULL DEFAULT 0,
    "recordsFailed" INTEGER NOT NULL DEFAULT 0,
    "errorsJson" TEXT NOT NULL DEFAULT '[]',
    "failureMessage" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    CONSTRAINT "Import_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Import_siteId_createdAt_idx" ON "Import"("siteId", "createdAt");

-- CreateIndex
CREATE INDEX "Comment_siteId_authorEmail_idx" ON "Comment"("siteId", "authorEmail");

-- CreateIndex
CREATE UNIQUE INDEX "Comment_siteId_livemode_sourceId_key" ON "Comment"("siteId", "livemode", "sourceId");
