import { confirmMailAddress } from "@/lib/notifications/confirm-mail-address";

import { backToPage, runMailLink } from "../../mail-link-response";

/** The confirmation page's button (a plain form POST, so it works without JavaScript): confirms, then back to the page with the outcome. */
export async function POST(req: Request): Promise<Response> {
  return runMailLink(
    req,
    async (token) => {
      await confirmMailAddress(token);
      return backToPage("/mail/confirm", token, { done: "confirmed" });
    },
    (token) => backToPage("/mail/confirm", token, { failed: "1" }),
  );
}
