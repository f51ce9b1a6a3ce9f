-- AlterTable
ALTER TABLE "Comment" ADD COLUMN "spamReasons" TEXT;
ALTER TABLE "Comment" ADD COLUMN "spamScore" REAL;
ALTER TABLE "Comment" ADD COLUMN "textHash" TEXT;

-- CreateTable
CREATE TABLE "SpamLabel" (
    "commentId" TEXT NOT NULL PRIMARY KEY,
    "siteId" TEXT NOT NULL,
    "spam" BOOLEAN NOT NULL,
    "features" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "SpamLabel_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SiteSpamModel" (
    "siteId" TEXT NOT NULL PRIMARY KEY,
    "version" INTEGER NOT NULL DEFAULT 0,
    "resetAt" DATETIME,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "SiteSpamModel_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "SpamLabel_siteId_updatedAt_idx" ON "SpamLabel"("siteId", "updatedAt");

-- CreateIndex
CREATE INDEX "Comment_siteId_textHash_createdAt_idx" ON "Comment"("siteId", "textHash", "createdAt");

-- CreateIndex
CREATE INDEX "Comment_siteId_livemode_status_spamScore_idx" ON "Comment"("siteId", "livemode", "status", "spamScore");
