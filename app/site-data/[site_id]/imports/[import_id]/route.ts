import { managerRoles } from "@/lib/core/member-roles";
import { withMember } from "@/lib/http/with-member";
import { getImport } from "@/lib/imports/get-import";

/** GET /site-data/{site_id}/imports/{import_id}: what the dashboard's progress bar polls. */
export const GET = withMember(managerRoles, async ({ member, params }) =>
  Response.json(await getImport({ accountId: member.accountId, livemode: true }, params.site_id!, params.import_id!), {
    headers: { "Cache-Control": "no-store" },
  }),
);
