-- CreateTable
CREATE TABLE "ReaderDataRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tokenHash" TEXT NOT NULL,
    "readerId" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ReaderDataRequest_readerId_fkey" FOREIGN KEY ("readerId") REFERENCES "Reader" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "ReaderDataRequest_tokenHash_key" ON "ReaderDataRequest"("tokenHash");

-- CreateIndex
CREATE INDEX "ReaderDataRequest_readerId_idx" ON "ReaderDataRequest"("readerId");
