
-- AlterTable
ALTER TABLE "Membership" ADD COLUMN     "lastCommentsDigestAt" TIMESTAMP(3),
ADD COLUMN     "notifyComments" TEXT NOT NULL DEFAULT 'never';

-- CreateTable
CREATE TABLE "Subscriber" (
    "id" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "readerId" TEXT,
    "name" TEXT NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "confirmSentAt" TIMESTAMP(3),
    "confirmDueAt" TIMESTAMP(3),
    "frequency" TEXT NOT NULL DEFAULT 'each',
    "replies" TEXT NOT NULL DEFAULT 'direct',
    "mentions" BOOLEAN NOT NULL DEFAULT true,
    "stoppedAt" TIMESTAMP(3),
    "lastMailAt" TIMESTAMP(3),
    "windowStart" TIMESTAMP(3),
    "sentInWindow" INTEGER NOT NULL DEFAULT 0,
    "claimToken" TEXT,
    "claimUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Subscriber_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Watch" (
    "id" TEXT NOT NULL,
    "subscriberId" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "commentId" TEXT,
    "confirmedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Watch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReaderFanout" (
    "commentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "doneAt" TIMESTAMP(3),
    "claimToken" TEXT,
    "claimUntil" TIMESTAMP(3),

    CONSTRAINT "ReaderFanout_pkey" PRIMARY KEY ("commentId")
);

-- CreateTable
CREATE TABLE "ReaderNotice" (
    "id" TEXT NOT NULL,
    "subscriberId" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "commentId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "outcome" TEXT,

    CONSTRAINT "ReaderNotice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailToken" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "subscriberId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "threadId" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailSuppression" (
    "id" TEXT NOT NULL,
    "accountId" TEXT,
    "email" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailSuppression_pkey" PRIMARY KEY ("id")
);

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

-- AddForeignKey
ALTER TABLE "Subscriber" ADD CONSTRAINT "Subscriber_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subscriber" ADD CONSTRAINT "Subscriber_readerId_fkey" FOREIGN KEY ("readerId") REFERENCES "Reader"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Watch" ADD CONSTRAINT "Watch_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "Subscriber"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Watch" ADD CONSTRAINT "Watch_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Watch" ADD CONSTRAINT "Watch_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReaderFanout" ADD CONSTRAINT "ReaderFanout_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReaderNotice" ADD CONSTRAINT "ReaderNotice_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "Subscriber"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReaderNotice" ADD CONSTRAINT "ReaderNotice_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailToken" ADD CONSTRAINT "MailToken_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "Subscriber"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailSuppression" ADD CONSTRAINT "MailSuppression_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
