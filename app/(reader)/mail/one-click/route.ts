import { unsubscribeScopes, type UnsubscribeScope } from "@/lib/notifications/mail-link-schemas";
import { unsubscribeByLink } from "@/lib/notifications/unsubscribe-by-link";

import { backToPage, mailLinkToken, plainText, runMailLink } from "../mail-link-response";

/** The form's fields: which scope (the page's buttons), and whether the page sent it. */
async function formOf(req: Request): Promise<{ scope: UnsubscribeScope; fromPage: boolean }> {
  const type = req.headers.get("content-type") ?? "";
  const form = type.includes("form") ? await req.formData().catch(() => null) : null;
  const scope = form?.get("scope");
  return {
    scope: unsubscribeScopes.find((known) => known === scope) ?? "site",
    fromPage: form?.get("from") === "page",
  };
}

/**
 * The List-Unsubscribe address (RFC 8058): a mail client's one-click POST (body
 * `List-Unsubscribe=One-Click`) stops all mail from the site, with no cookie and no sign-in (the
 * token is the whole credential). The unsubscribe page's buttons post here too, with a scope, and
 * are sent back to the page with the outcome.
 */
export async function POST(req: Request): Promise<Response> {
  const { scope, fromPage } = await formOf(req);
  return runMailLink(
    req,
    async (token) => {
      const done = await unsubscribeByLink(token, scope);
      if (fromPage) return backToPage("/mail/unsubscribe", token, { done: done.scope });
      return plainText(`Unsubscribed: ${done.siteName} will send you no more mail.`);
    },
    (token) =>
      fromPage
        ? backToPage("/mail/unsubscribe", token, { failed: "1" })
        : plainText("This unsubscribe link has expired or does not exist.", 404),
  );
}

/** Opening the address in a browser (or a mail scanner following it) changes nothing: it leads to the page with the button. */
export function GET(req: Request): Response {
  const token = mailLinkToken(req);
  const location = token ? `/mail/unsubscribe?token=${encodeURIComponent(token)}` : "/mail/unsubscribe";
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}
