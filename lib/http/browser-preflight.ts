import { z } from "zod";

import { findKnownOriginRules } from "@/lib/sites/find-known-origin-rules";
import { findOriginRules } from "@/lib/sites/find-origin-rules";

import { preflight } from "./cors";
import { withPublic } from "./with-public";

// Any route's parameters pass; only a site named in the path matters here.
const routeParams = z.looseObject({ site_id: z.string().optional() }).optional();

/**
 * The OPTIONS handler of a route browsers call: the site comes from `site_id` in the query string
 * (the widget always sends it) or in the path, else any site whose domains cover the origin.
 */
export function browserPreflight(...methods: string[]) {
  return withPublic({ params: routeParams }, async ({ req, params }) => {
    const siteId = new URL(req.url).searchParams.get("site_id") ?? params?.site_id;
    const rules =
      (siteId ? await findOriginRules(siteId) : null) ?? (await findKnownOriginRules(req.headers.get("origin")));
    return preflight(req, rules, methods);
  });
}
