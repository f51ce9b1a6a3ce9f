import { sql } from "kysely";

/** Whose figures the overview reads: an account's sites, or one of them (`siteId`, "" for all). */
export type OverviewScope = { accountId: string; siteId: string };

/**
 * The ids of the sites in scope, as a subquery: the account's own sites only, so a foreign site id
 * reads nothing. One fixed text for both cases keeps a single prepared statement.
 */
export function overviewSiteIds(scope: OverviewScope) {
  return sql<string>`(SELECT "id" FROM "Site" WHERE "accountId" = ${scope.accountId} AND (${scope.siteId} = '' OR "id" = ${scope.siteId}))`;
}
