// Row types of the data model, for domain code that must not import Prisma itself.
export type {
  Account as AccountRow,
  Site as SiteRow,
  SiteDomain as SiteDomainRow,
  ApiKey as ApiKeyRow,
  Thread as ThreadRow,
  Comment as CommentRow,
  Event as EventRow,
  Vote as VoteRow,
  Reaction as ReactionRow,
  Flag as FlagRow,
  ModerationAction as ModerationActionRow,
  IdempotencyRecord as IdempotencyRecordRow,
  WebhookEndpoint as WebhookEndpointRow,
  WebhookDelivery as WebhookDeliveryRow,
  WebhookAttempt as WebhookAttemptRow,
  Import as ImportRow,
  SiteDayStat as SiteDayStatRow,
  ThreadDayStat as ThreadDayStatRow,
  SiteAuthor as SiteAuthorRow,
  CommentDecision as CommentDecisionRow,
} from "./generated/sqlite/client";

/** A filter over comments, for domain code that builds one (the moderation queue). */
export type CommentWhere = import("./generated/sqlite/client").Prisma.CommentWhereInput;
