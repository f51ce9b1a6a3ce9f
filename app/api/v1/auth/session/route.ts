import { browserPreflight } from "@/lib/http/browser-preflight";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { clearedSessionCookie } from "@/lib/http/session-cookie";
import { withClient } from "@/lib/http/with-client";
import { describeSession } from "@/lib/readers/describe-session";
import { endSession } from "@/lib/readers/end-session";

export const GET = withClient({}, { testKeys: "public", limits: ({ ip }) => [["publicRead", ip]] }, async ({ auth }) =>
  json(describeSession(auth)),
);

export const DELETE = withClient(
  {},
  { testKeys: "public", limits: ({ ip }) => [["signIn", ip]] },
  async ({ req, auth }) => {
    await endSession(describeSession(auth).session_id);
    return new Response(null, { status: 204, headers: { "Set-Cookie": clearedSessionCookie(req) } });
  },
);

export const OPTIONS = browserPreflight("GET", "DELETE");
export const POST = methodNotAllowed("GET", "DELETE");
export const PUT = POST;
export const PATCH = POST;
