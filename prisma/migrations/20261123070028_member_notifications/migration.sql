-- CreateTable
CREATE TABLE "PendingNotice" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "commentId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME,
    "claimToken" TEXT,
    "claimUntil" DATETIME,
    CONSTRAINT "PendingNotice_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Membership" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "siteIds" TEXT NOT NULL DEFAULT '[]',
    "invitedById" TEXT,
    "joinedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "notifyPending" TEXT NOT NULL DEFAULT 'hourly',
    "lastDigestAt" DATETIME,
    "eachWindowStart" DATETIME,
    "eachSentInWindow" INTEGER NOT NULL DEFAULT 0,
    "foldedSince" DATETIME,
    CONSTRAINT "Membership_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Membership_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Membership" ("accountId", "createdAt", "id", "invitedById", "joinedAt", "memberId", "role", "siteIds", "updatedAt") SELECT "accountId", "createdAt", "id", "invitedById", "joinedAt", "memberId", "role", "siteIds", "updatedAt" FROM "Membership";
DROP TABLE "Membership";
ALTER TABLE "new_Membership" RENAME TO "Membership";
CREATE INDEX "Membership_memberId_idx" ON "Membership"("memberId");
CREATE INDEX "Membership_notifyPending_lastDigestAt_idx" ON "Membership"("notifyPending", "lastDigestAt");
CREATE UNIQUE INDEX "Membership_accountId_memberId_key" ON "Membership"("accountId", "memberId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "PendingNotice_sentAt_createdAt_idx" ON "PendingNotice"("sentAt", "createdAt");

-- CreateIndex
CREATE INDEX "PendingNotice_accountId_createdAt_idx" ON "PendingNotice"("accountId", "createdAt");

-- CreateIndex
CREATE INDEX "PendingNotice_commentId_idx" ON "PendingNotice"("commentId");
