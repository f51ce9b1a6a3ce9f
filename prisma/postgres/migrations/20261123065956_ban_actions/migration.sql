-- CreateTable
CREATE TABLE "BanAction" (
    "id" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "banId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "reason" TEXT,
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BanAction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BanAction_siteId_createdAt_idx" ON "BanAction"("siteId", "createdAt");

-- CreateIndex
CREATE INDEX "BanAction_actor_createdAt_idx" ON "BanAction"("actor", "createdAt");

-- CreateIndex
CREATE INDEX "Comment_siteId_authorRef_createdAt_idx" ON "Comment"("siteId", "authorRef", "createdAt");

-- CreateIndex
CREATE INDEX "Comment_siteId_authorIpHash_createdAt_idx" ON "Comment"("siteId", "authorIpHash", "createdAt");

-- CreateIndex
CREATE INDEX "ModerationAction_createdAt_id_idx" ON "ModerationAction"("createdAt", "id");

-- CreateIndex
CREATE INDEX "ModerationAction_actor_createdAt_idx" ON "ModerationAction"("actor", "createdAt");

-- AddForeignKey
ALTER TABLE "BanAction" ADD CONSTRAINT "BanAction_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;
