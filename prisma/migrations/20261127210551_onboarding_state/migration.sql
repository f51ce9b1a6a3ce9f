-- AlterTable
ALTER TABLE "Account" ADD COLUMN "onboardingDismissedAt" DATETIME;

-- AlterTable
ALTER TABLE "Site" ADD COLUMN "moderationChosenAt" DATETIME;
ALTER TABLE "Site" ADD COLUMN "widgetSeenAt" DATETIME;
ALTER TABLE "Site" ADD COLUMN "widgetSeenUrl" TEXT;
