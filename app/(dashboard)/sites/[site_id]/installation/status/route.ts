import { managerRoles } from "@/lib/core/member-roles";
import { withMember } from "@/lib/http/with-member";
import { getInstallStatus } from "@/lib/onboarding/get-install-status";

/** GET /sites/<id>/installation/status: what the Installation tab's install check polls until it is green. */
export const GET = withMember(managerRoles, async ({ member, params }) =>
  Response.json(await getInstallStatus(member.accountId, params.site_id ?? ""), {
    headers: { "Cache-Control": "no-store" },
  }),
);
