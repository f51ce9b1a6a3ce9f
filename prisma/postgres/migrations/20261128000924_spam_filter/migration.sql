
-- AlterTable
ALTER TABLE "Comment" ADD COLUMN     "spamReasons" TEXT,
ADD COLUMN     "spamScore" DOUBLE PRECISION,
ADD COLUMN     "textHash" TEXT;

-- CreateTable
CREATE TABLE "SpamLabel" (
    "commentId" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "spam" BOOLEAN NOT NULL,
    "features" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SpamLabel_pkey" PRIMARY KEY ("commentId")
);

-- CreateTable
CREATE TABLE "SiteSpamModel" (
    "siteId" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "resetAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SiteSpamModel_pkey" PRIMARY KEY ("siteId")
);

-- CreateIndex
CREATE INDEX "SpamLabel_siteId_updatedAt_idx" ON "SpamLabel"("siteId", "updatedAt");

-- CreateIndex
CREATE INDEX "Comment_siteId_textHash_createdAt_idx" ON "Comment"("siteId", "textHash", "createdAt");

-- CreateIndex
CREATE INDEX "Comment_siteId_livemode_status_spamScore_idx" ON "Comment"("siteId", "livemode", "status", "spamScore");

-- AddForeignKey
ALTER TABLE "SpamLabel" ADD CONSTRAINT "SpamLabel_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SiteSpamModel" ADD CONSTRAINT "SiteSpamModel_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;
