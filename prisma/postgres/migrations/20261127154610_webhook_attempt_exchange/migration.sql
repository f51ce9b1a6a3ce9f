
-- AlterTable
ALTER TABLE "WebhookAttempt" ADD COLUMN     "requestHeaders" TEXT,
ADD COLUMN     "responseBody" TEXT,
ADD COLUMN     "responseHeaders" TEXT,
ADD COLUMN     "responseTruncated" BOOLEAN NOT NULL DEFAULT false;
