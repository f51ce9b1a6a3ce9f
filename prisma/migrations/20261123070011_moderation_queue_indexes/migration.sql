-- CreateIndex
CREATE INDEX "Comment_siteId_livemode_createdAt_idx" ON "Comment"("siteId", "livemode", "createdAt");
