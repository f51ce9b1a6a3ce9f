import { AppError } from "@/lib/core/app-error";
import { browserPreflight } from "@/lib/http/browser-preflight";
import { json } from "@/lib/http/json-response";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { publicBaseUrl } from "@/lib/http/public-base-url";
import { requestNow } from "@/lib/http/request-now";
import { withClient } from "@/lib/http/with-client";
import { ownDataRequestBody } from "@/lib/privacy/reader-data-schemas";
import { requestOwnData } from "@/lib/privacy/request-own-data";

// The widget's "Download my data" and "Erase my data": a signed-in reader only, confirmed by e-mail.
export const POST = withClient(
  { body: ownDataRequestBody },
  {
    testKeys: "public",
    limits: ({ ip, auth }) => [
      ["magicLinkIp", ip],
      ["magicLinkEmail", auth.kind === "reader" ? auth.readerId : ip],
    ],
  },
  async ({ req, body, auth }) => {
    if (auth.kind !== "reader")
      throw new AppError("sign_in_required", "Sign in to the comments to ask for your own data.");
    return json(await requestOwnData(auth, body.kind, publicBaseUrl(req), requestNow(req)), { status: 202 });
  },
);

export const OPTIONS = browserPreflight("POST");
export const GET = methodNotAllowed("POST");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
