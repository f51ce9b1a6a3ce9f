import { managerRoles } from "@/lib/core/member-roles";
import { parseWithSchema } from "@/lib/http/parse-with-schema";
import { queryObject } from "@/lib/http/query-object";
import { withMember } from "@/lib/http/with-member";
import { exportReaderData } from "@/lib/privacy/export-reader-data";
import { readerDataQuery } from "@/lib/privacy/reader-data-schemas";

/** GET /site-data/{site_id}/reader-data?reader_id=…|email=…: the dashboard's download of one reader's data. */
export const GET = withMember(managerRoles, async ({ req, member, params }) => {
  const subject = parseWithSchema(
    readerDataQuery,
    queryObject(new URL(req.url).searchParams, readerDataQuery),
    "invalid_parameters",
  );
  const data = await exportReaderData(
    { accountId: member.accountId, livemode: true },
    { siteId: params.site_id!, subject },
  );
  const name = (data.reader?.id ?? "reader").replace(/[^\w-]/g, "_");
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json",
      "Content-Disposition": `attachment; filename="${name}-data.json"`,
      "Cache-Control": "private, no-store",
    },
  });
});
