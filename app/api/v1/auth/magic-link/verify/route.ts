import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { requestNow } from "@/lib/http/request-now";
import { sessionCookie } from "@/lib/http/session-cookie";
import { withPublic } from "@/lib/http/with-public";
import { verifyMagicLinkQuery } from "@/lib/readers/reader-schemas";
import { verifyMagicLink } from "@/lib/readers/verify-magic-link";

export const GET = withPublic(
  { query: verifyMagicLinkQuery },
  async ({ req, query }) => {
    const outcome = await verifyMagicLink(query, requestNow(req));
    const headers = new Headers({
      Location: outcome.redirectTo,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    });
    if (outcome.session)
      headers.set("Set-Cookie", sessionCookie(req, outcome.session.token, outcome.session.expiresAt));
    return new Response(null, { status: 303, headers });
  },
  { limits: ({ ip }) => [["signIn", ip]] },
);

export const POST = methodNotAllowed("GET");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
