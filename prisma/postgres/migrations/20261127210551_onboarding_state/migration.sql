
-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "onboardingDismissedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Site" ADD COLUMN     "moderationChosenAt" TIMESTAMP(3),
ADD COLUMN     "widgetSeenAt" TIMESTAMP(3),
ADD COLUMN     "widgetSeenUrl" TEXT;
