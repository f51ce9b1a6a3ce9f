-- CreateIndex
CREATE INDEX "Comment_parentId_idx" ON "Comment"("parentId");
