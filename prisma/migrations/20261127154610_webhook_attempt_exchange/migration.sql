-- AlterTable: plain ADD COLUMNs (what Prisma's diff writes here rebuilds the table, which would copy
-- the whole attempt log; SQLite adds nullable and constant-default columns in place).
ALTER TABLE "WebhookAttempt" ADD COLUMN "requestHeaders" TEXT;
ALTER TABLE "WebhookAttempt" ADD COLUMN "responseHeaders" TEXT;
ALTER TABLE "WebhookAttempt" ADD COLUMN "responseBody" TEXT;
ALTER TABLE "WebhookAttempt" ADD COLUMN "responseTruncated" BOOLEAN NOT NULL DEFAULT false;
