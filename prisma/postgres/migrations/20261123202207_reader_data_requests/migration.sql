
-- CreateTable
CREATE TABLE "ReaderDataRequest" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "readerId" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReaderDataRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReaderDataRequest_tokenHash_key" ON "ReaderDataRequest"("tokenHash");

-- CreateIndex
CREATE INDEX "ReaderDataRequest_readerId_idx" ON "ReaderDataRequest"("readerId");

-- AddForeignKey
ALTER TABLE "ReaderDataRequest" ADD CONSTRAINT "ReaderDataRequest_readerId_fkey" FOREIGN KEY ("readerId") REFERENCES "Reader"("id") ON DELETE CASCADE ON UPDATE CASCADE;
