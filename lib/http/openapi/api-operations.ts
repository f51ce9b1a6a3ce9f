import type { ApiOperation } from "./api-operation";
import { commentOperations } from "./comment-operations";
import { siteOperations } from "./site-operations";
import { webhookOperations } from "./webhook-operations";

/** Every operation of /v1, the source of /v1/openapi.json. Each area keeps its own list. */
export const apiOperations: ApiOperation[] = [...commentOperations, ...siteOperations, ...webhookOperations];
