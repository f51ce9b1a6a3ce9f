-- AlterTable
ALTER TABLE "Membership" ADD COLUMN     "eachSentInWindow" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "eachWindowStart" TIMESTAMP(3),
ADD COLUMN     "foldedSince" TIMESTAMP(3),
ADD COLUMN     "lastDigestAt" TIMESTAMP(3),
ADD COLUMN     "notifyPending" TEXT NOT NULL DEFAULT 'hourly';

-- CreateTable
CREATE TABLE "PendingNotice" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "commentId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "claimToken" TEXT,
    "claimUntil" TIMESTAMP(3),

    CONSTRAINT "PendingNotice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PendingNotice_sentAt_createdAt_idx" ON "PendingNotice"("sentAt", "createdAt");

-- CreateIndex
CREATE INDEX "PendingNotice_accountId_createdAt_idx" ON "PendingNotice"("accountId", "createdAt");

-- CreateIndex
CREATE INDEX "PendingNotice_commentId_idx" ON "PendingNotice"("commentId");

-- CreateIndex
CREATE INDEX "Membership_notifyPending_lastDigestAt_idx" ON "Membership"("notifyPending", "lastDigestAt");

-- AddForeignKey
ALTER TABLE "PendingNotice" ADD CONSTRAINT "PendingNotice_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
