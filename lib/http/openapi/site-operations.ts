import { listSitesQuery, siteListSchema } from "@/lib/sites/site-schemas";
import type { ApiOperation } from "./api-operation";

/** The Sites API's operations. */
export const siteOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/v1/sites",
    summary: "List the sites of the key's account.",
    auth: "api_key",
    query: listSitesQuery,
    success: { status: 200, schema: siteListSchema, description: "One page of sites." },
    errors: [400, 401, 429],
  },
];
