import type { ApiOperation } from "./api-operation";
import { commentOperations } from "./comment-operations";
import { readerOperations } from "./reader-operations";
import { siteOperations } from "./site-operations";

/** Every operation of /v1, the source of /v1/openapi.json. Each area keeps its own list. */
export const apiOperations: ApiOperation[] = [...commentOperations, ...siteOperations, ...readerOperations];
