-- CreateTable
CREATE TABLE "Subscriber" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "siteId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "readerId" TEXT,
    "name" TEXT NOT NULL,
    "confirmedAt" DATETIME,
    "confirmSentAt" DATETIME,
    "confirmDueAt" DATETIME,
    "frequency" TEXT NOT NULL DEFAULT 'each',
    "replies" TEXT NOT NULL DEFAULT 'direct',
    "mentions" BOOLEAN NOT NULL DEFAULT true,
    "stoppedAt" DATETIME,
    "lastMailAt" DATETIME,
    "windowStart" DATETIME,
    "sentInWindow" INTEGER NOT NULL DEFAULT 0,
    "claimToken" TEXT,
    "claimUntil" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Subscriber_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Subscriber_readerId_fkey" FOREIGN KEY ("readerId") REFERENCES "Reader" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Watch" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "subscriberId" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "commentId" TEXT,
    "confirmedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Watch_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "Subscriber" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Watch_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Watch_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReaderFanout" (
    "commentId" TEXT NOT NULL PRIMARY KEY,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "doneAt" DATETIME,
    "claimToken" TEXT,
    "claimUntil" DATETIME,
    CONSTRAINT "ReaderFanout_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReaderNotice" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "subscriberId" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "commentId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "dueAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME,
    "outcome" TEXT,
    CONSTRAINT "ReaderNotice_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "Subscriber" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ReaderNotice_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MailToken" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tokenHash" TEXT NOT NULL,
    "subscriberId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "threadId" TEXT,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MailToken_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "Subscriber" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MailSuppression" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT,
    "email" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MailSuppression_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE
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
    "notifyComments" TEXT NOT NULL DEFAULT 'never',
    "lastCommentsDigestAt" DATETIME,
    CONSTRAINT "Membership_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Membership_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Member" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Membership" ("accountId", "createdAt", "eachSentInWindow", "eachWindowStart", "foldedSince", "id", "invitedById", "joinedAt", "lastDigestAt", "memberId", "notifyPending", "role", "siteIds", "updatedAt") SELECT "accountId", "createdAt", "eachSentInWindow", "eachWindowStart", "foldedSince", "id", "invitedById", "joinedAt", "lastDigestAt", "memberId", "notifyPending", "role", "siteIds", "updatedAt" FROM "Membership";
DROP TABLE "Membership";
ALTER TABLE "new_Membership" RENAME TO "Membership";
CREATE INDEX "Membership_memberId_idx" ON "Membership"("memberId");
CREATE INDEX "Membership_notifyPending_lastDigestAt_idx" ON "Membership"("notifyPending", "lastDigestAt");
CREATE UNIQUE INDEX "Membership_accountId_memberId_key" ON "Membership"("accountId", "memberId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Subscriber_readerId_key" ON "Subscriber"("readerId");

-- CreateIndex
CREATE INDEX "Subscriber_confirmDueAt_idx" ON "Subscriber"("confirmDueAt");

-- CreateIndex
CREATE UNIQUE INDEX "Subscriber_siteId_email_key" ON "Subscriber"("siteId", "email");

-- CreateIndex
CREATE INDEX "Watch_threadId_kind_idx" ON "Watch"("threadId", "kind");

-- CreateIndex
CREATE INDEX "Watch_commentId_idx" ON "Watch"("commentId");

-- CreateIndex
CREATE UNIQUE INDEX "Watch_subscriberId_key_key" ON "Watch"("subscriberId", "key");

-- CreateIndex
CREATE INDEX "ReaderFanout_doneAt_createdAt_idx" ON "ReaderFanout"("doneAt", "createdAt");

-- CreateIndex
CREATE INDEX "ReaderNotice_sentAt_dueAt_idx" ON "ReaderNotice"("sentAt", "dueAt");

-- CreateIndex
CREATE INDEX "ReaderNotice_subscriberId_sentAt_idx" ON "ReaderNotice"("subscriberId", "sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReaderNotice_subscriberId_commentId_key" ON "ReaderNotice"("subscriberId", "commentId");

-- CreateIndex
CREATE UNIQUE INDEX "MailToken_tokenHash_key" ON "MailToken"("tokenHash");

-- CreateIndex
CREATE INDEX "MailToken_subscriberId_idx" ON "MailToken"("subscriberId");

-- CreateIndex
CREATE INDEX "MailToken_expiresAt_idx" ON "MailToken"("expiresAt");

-- CreateIndex
CREATE INDEX "MailSuppression_email_idx" ON "MailSuppression"("email");

-- CreateIndex
CREATE INDEX "MailSuppression_accountId_createdAt_idx" ON "MailSuppression"("accountId", "createdAt");
