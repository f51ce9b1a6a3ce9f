import { openSiteExport } from "@/lib/exports/open-site-export";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { streamedLinesResponse } from "@/lib/http/streamed-lines-response";
import { withApiKey } from "@/lib/http/with-api-key";
import { siteIdParams } from "@/lib/sites/site-schemas";

// The key's mode decides which threads are exported: a live key the live ones, a test key the test ones.
export const GET = withApiKey({ testKeys: "own-mode", params: siteIdParams }, async ({ params, auth }) => {
  const { fileName, lines } = await openSiteExport(auth, params.site_id);
  return streamedLinesResponse(lines, fileName);
});

export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
