import type { ApiOperation } from "./api-operation";
import { commentItemOperations } from "./comment-item-operations";
import { commentOperations } from "./comment-operations";
import { eventOperations } from "./event-operations";
import { importExportOperations } from "./import-export-operations";
import { moderationOperations } from "./moderation-operations";
import { readerOperations } from "./reader-operations";
import { siteOperations } from "./site-operations";
import { threadOperations } from "./thread-operations";
import { webhookOperations } from "./webhook-operations";

/** Every operation of /v1, the source of /v1/openapi.json. Each area keeps its own list. */
export const apiOperations: ApiOperation[] = [
  ...commentOperations,
  ...commentItemOperations,
  ...moderationOperations,
  ...threadOperations,
  ...eventOperations,
  ...siteOperations,
  ...readerOperations,
  ...webhookOperations,
  ...importExportOperations,
];
