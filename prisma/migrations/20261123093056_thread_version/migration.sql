-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Thread" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "siteId" TEXT NOT NULL,
    "livemode" BOOLEAN NOT NULL,
    "url" TEXT NOT NULL,
    "title" TEXT,
    "locked" BOOLEAN NOT NULL DEFAULT false,
    "commentCount" INTEGER NOT NULL DEFAULT 0,
    "topLevelCount" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 0,
    "lastActivityAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Thread_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Thread" ("commentCount", "createdAt", "id", "lastActivityAt", "livemode", "locked", "siteId", "title", "topLevelCount", "updatedAt", "url") SELECT "commentCount", "createdAt", "id", "lastActivityAt", "livemode", "locked", "siteId", "title", "topLevelCount", "updatedAt", "url" FROM "Thread";
DROP TABLE "Thread";
ALTER TABLE "new_Thread" RENAME TO "Thread";
CREATE INDEX "Thread_siteId_livemode_lastActivityAt_idx" ON "Thread"("siteId", "livemode", "lastActivityAt");
CREATE UNIQUE INDEX "Thread_siteId_livemode_url_key" ON "Thread"("siteId", "livemode", "url");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Hand-written (Prisma cannot express it): "Thread"."version" moves on every change that shapes a
-- thread's pages, whichever code makes it (docs/architecture.md, "Cached thread pages"). A later
-- migration that rebuilds "Comment" or "Reader" (Prisma's RedefineTables) drops these triggers
-- and must recreate them.
CREATE TRIGGER "Comment_thread_version_insert" AFTER INSERT ON "Comment" BEGIN
    UPDATE "Thread" SET "version" = "version" + 1 WHERE "id" = new."threadId";
END;

CREATE TRIGGER "Comment_thread_version_update" AFTER UPDATE ON "Comment" BEGIN
    UPDATE "Thread" SET "version" = "version" + 1 WHERE "id" = new."threadId";
END;

CREATE TRIGGER "Comment_thread_version_delete" AFTER DELETE ON "Comment" BEGIN
    UPDATE "Thread" SET "version" = "version" + 1 WHERE "id" = old."threadId";
END;

-- An API key's read shows each reader's e-mail: its change or the reader's removal moves the
-- threads the reader wrote in.
CREATE TRIGGER "Reader_thread_version_update" AFTER UPDATE OF "email" ON "Reader" WHEN old."email" IS NOT new."email" BEGIN
    UPDATE "Thread" SET "version" = "version" + 1
    WHERE "id" IN (SELECT "threadId" FROM "Comment" WHERE "siteId" = new."siteId" AND "authorRef" = new."id");
END;

CREATE TRIGGER "Reader_thread_version_delete" AFTER DELETE ON "Reader" BEGIN
    UPDATE "Thread" SET "version" = "version" + 1
    WHERE "id" IN (SELECT "threadId" FROM "Comment" WHERE "siteId" = old."siteId" AND "authorRef" = old."id");
END;
