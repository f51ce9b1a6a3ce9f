// Row types of the data model, for domain code that must not import Prisma itself.
export type {
  Account as AccountRow,
  Site as SiteRow,
  SiteDomain as SiteDomainRow,
  ApiKey as ApiKeyRow,
  Thread as ThreadRow,
  Comment as CommentRow,
  Event as EventRow,
  WebhookEndpoint as WebhookEndpointRow,
  WebhookDelivery as WebhookDeliveryRow,
  WebhookAttempt as WebhookAttemptRow,
} from "./generated/sqlite/client";
