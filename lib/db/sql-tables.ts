import type { ColumnType } from "kysely";

import type {
  ApiKeyRow,
  CommentDecisionRow,
  CommentRow,
  EventRow,
  FlagRow,
  ReactionRow,
  SiteAuthorRow,
  SiteDayStatRow,
  SiteDomainRow,
  SiteRow,
  ThreadDayStatRow,
  ThreadRow,
  VoteRow,
  WebhookDeliveryRow,
  WebhookEndpointRow,
} from "./model-types";

// A column as either database hands it back: SQLite stores booleans as 0/1 and dates as ISO text,
// PostgreSQL returns booleans and dates; both take booleans and dates as parameters.
type StoredColumn<T> = [T] extends [boolean]
  ? ColumnType<boolean | number, boolean, boolean>
  : [T] extends [Date]
    ? ColumnType<Date | string, Date, Date>
    : [T] extends [Date | null]
      ? ColumnType<Date | string | null, Date | null, Date | null>
      : T;

type Stored<Row> = { [Column in keyof Row]: StoredColumn<Row[Column]> };

/** The tables lib/db's fixed statements reach, typed from Prisma's models (the one schema). */
export type SqlTables = {
  ApiKey: Stored<ApiKeyRow>;
  Comment: Stored<CommentRow>;
  CommentDecision: Stored<CommentDecisionRow>;
  Event: Stored<EventRow>;
  Flag: Stored<FlagRow>;
  Reaction: Stored<ReactionRow>;
  Site: Stored<SiteRow>;
  SiteAuthor: Stored<SiteAuthorRow>;
  SiteDayStat: Stored<SiteDayStatRow>;
  SiteDomain: Stored<SiteDomainRow>;
  Thread: Stored<ThreadRow>;
  ThreadDayStat: Stored<ThreadDayStatRow>;
  Vote: Stored<VoteRow>;
  WebhookDelivery: Stored<WebhookDeliveryRow>;
  WebhookEndpoint: Stored<WebhookEndpointRow>;
};
