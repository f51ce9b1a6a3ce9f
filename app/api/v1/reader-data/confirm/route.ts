import { AppError } from "@/lib/core/app-error";
import { methodNotAllowed } from "@/lib/http/method-not-allowed";
import { requestNow } from "@/lib/http/request-now";
import { withPublic } from "@/lib/http/with-public";
import { confirmOwnDataRequest, findOwnDataRequest } from "@/lib/privacy/confirm-own-data-request";
import { confirmDataRequestQuery } from "@/lib/privacy/reader-data-schemas";
import { renderDataRequestPage } from "@/lib/privacy/render-data-request-page";

const headers = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
};

function page(html: string, status = 200): Response {
  return new Response(html, { status, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}

function spent(error: unknown): Response {
  if (!(error instanceof AppError) || error.code !== "invalid_data_request") throw error;
  return page(renderDataRequestPage({ title: "This link no longer works", paragraphs: [error.detail] }), 404);
}

// The form holds one token: anything past 4 KB is not it.
async function readSmallBody(req: Request): Promise<string> {
  const reader = req.body?.getReader();
  let text = "";
  const decoder = new TextDecoder();
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    text += decoder.decode(part.value, { stream: true });
    if (text.length > 4096) {
      await reader!.cancel();
      throw new AppError("payload_too_large", "The request body is larger than 4 KB.");
    }
  }
  return text;
}

// Opening the link changes nothing (mail scanners open links too): it shows a button that does.
export const GET = withPublic(
  { query: confirmDataRequestQuery },
  async ({ req, query }) => {
    try {
      const { kind, siteName } = await findOwnDataRequest(query.token, requestNow(req));
      const erase = kind === "erase";
      return page(
        renderDataRequestPage({
          title: erase ? `Erase your data on ${siteName}` : `Your data on ${siteName}`,
          paragraphs: erase
            ? [
                "Your comments will stay as empty placeholders (so that replies keep their place), without your words or name. Your votes and reactions are removed, you are signed out, and your e-mail address is deleted. This cannot be undone.",
              ]
            : ["Download everything this site's comments keep about you, as a JSON file."],
          form: { token: query.token, button: erase ? "Erase my data" : "Download my data", danger: erase },
        }),
      );
    } catch (error) {
      return spent(error);
    }
  },
  { limits: ({ ip }) => [["signIn", ip]] },
);

export const POST = withPublic(
  {},
  async ({ req }) => {
    const token = new URLSearchParams(await readSmallBody(req)).get("token") ?? "";
    try {
      const done = await confirmOwnDataRequest(token, requestNow(req));
      if (done.kind === "export") {
        return new Response(JSON.stringify(done.data, null, 2), {
          headers: {
            ...headers,
            "Content-Type": "application/json",
            "Content-Disposition": 'attachment; filename="my-comment-data.json"',
          },
        });
      }
      return page(
        renderDataRequestPage({
          title: "Your data was erased",
          paragraphs: [
            `${done.erasure.comments_anonymized} comment(s) anonymized, ${done.erasure.votes_removed} vote(s) and ${done.erasure.reactions_removed} reaction(s) removed. You are signed out.`,
          ],
        }),
      );
    } catch (error) {
      return spent(error);
    }
  },
  { limits: ({ ip }) => [["signIn", ip]] },
);

export const PUT = methodNotAllowed("GET", "POST");
export const PATCH = PUT;
export const DELETE = PUT;
