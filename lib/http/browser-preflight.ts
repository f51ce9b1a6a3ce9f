import { findKnownOriginRules } from "@/lib/sites/find-known-origin-rules";
import { findOriginRules } from "@/lib/sites/find-origin-rules";

import { preflight } from "./cors";
import { withPublic } from "./with-public";

/**
 * The OPTIONS handler of a route browsers call: the site comes from `site_id` in the query
 * string when given (the widget always sends it), else any site whose domains cover the origin.
 */
export function browserPreflight(...methods: string[]) {
  return withPublic({}, async ({ req }) => {
    const siteId = new URL(req.url).searchParams.get("site_id");
    const rules =
      (siteId ? await findOriginRules(siteId) : null) ?? (await findKnownOriginRules(req.headers.get("origin")));
    return preflight(req, rules, methods);
  });
}
