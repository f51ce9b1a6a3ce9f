import { queryDatabase } from "./query-database";

/**
 * Stores a site's embed or moderation settings straight in its row, as the Sites API will: the
 * server reads them on every request, so the next call sees them.
 */
export async function storeSiteSettings(
  databaseUrl: string,
  siteId: string,
  settings: { embed?: Record<string, unknown>; moderation?: Record<string, unknown> },
): Promise<void> {
  if (settings.embed) await queryDatabase(databaseUrl, `UPDATE "Site" SET "embedJson" = $1 WHERE "id" = $2`, [JSON.stringify(settings.embed), siteId]);
  if (settings.moderation) {
    await queryDatabase(databaseUrl, `UPDATE "Site" SET "moderationJson" = $1 WHERE "id" = $2`, [JSON.stringify(settings.moderation), siteId]);
  }
}
