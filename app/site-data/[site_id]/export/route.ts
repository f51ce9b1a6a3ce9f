import { managerRoles } from "@/lib/core/member-roles";
import { openSiteExport } from "@/lib/exports/open-site-export";
import { streamedLinesResponse } from "@/lib/http/streamed-lines-response";
import { withMember } from "@/lib/http/with-member";

/** GET /site-data/{site_id}/export: the dashboard's download of the site's live threads and comments. */
export const GET = withMember(managerRoles, async ({ member, params }) => {
  const { fileName, lines } = await openSiteExport({ accountId: member.accountId, livemode: true }, params.site_id!);
  return streamedLinesResponse(lines, fileName);
});
