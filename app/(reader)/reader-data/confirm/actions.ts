"use server";

import { headers } from "next/headers";

import { AppError } from "@/lib/core/app-error";
import { applyRateLimit } from "@/lib/http/apply-rate-limit";
import { clientIp } from "@/lib/http/client-ip";
import { newRequestId } from "@/lib/http/new-request-id";
import { confirmOwnDataRequest } from "@/lib/privacy/confirm-own-data-request";
import { confirmDataRequestQuery } from "@/lib/privacy/reader-data-schemas";

/** What the confirmation page shows once the button was pressed. */
export type ConfirmDataRequestResult =
  { done: "export"; json: string; comments: number } | { done: "erase"; summary: string } | { error: string };

/**
 * Carries out a reader's confirmed data request (the token is the whole credential; limited per
 * IP like a sign-in): the export comes back to download, the erasure as a summary.
 */
export async function confirmDataRequestAction(
  _previous: ConfirmDataRequestResult | null,
  form: FormData,
): Promise<ConfirmDataRequestResult> {
  const parsed = confirmDataRequestQuery.safeParse({ token: form.get("token") });
  if (!parsed.success) return { error: "This link is not complete. Open it again from the e-mail." };
  try {
    await applyRateLimit(new Headers(), "signIn", clientIp(new Headers(await headers())));
    const done = await confirmOwnDataRequest(parsed.data.token);
    if (done.kind === "export") {
      return { done: "export", json: JSON.stringify(done.data, null, 2), comments: done.data.comments.length };
    }
    const { comments_anonymized: comments, votes_removed: votes, reactions_removed: reactions } = done.erasure;
    return {
      done: "erase",
      summary: `${comments} comment(s) anonymized, ${votes} vote(s) and ${reactions} reaction(s) removed. You are signed out.`,
    };
  } catch (error) {
    if (error instanceof AppError) return { error: error.detail };
    const requestId = newRequestId();
    console.error(`[${requestId}] reader data request failed:`, error);
    return { error: `Something went wrong on our side (${requestId}). Try the link again in a moment.` };
  }
}
