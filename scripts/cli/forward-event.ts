import { newId } from "@/lib/core/new-id";
import { signWebhook } from "@/lib/webhooks/sign-webhook";

/** What the local receiver made of one forwarded event: its status, or why there was none. */
export type ForwardResult = { status: number } | { error: string };

/** Longest a local receiver may take to answer, as for real deliveries. */
const forwardTimeoutMs = 10_000;

function describeError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (error instanceof Error && error.name === "TimeoutError") return "timeout after 10 s";
  if (cause?.code === "ECONNREFUSED") return "connection refused";
  if (cause?.code) return `${cause.code}${cause.message ? `: ${cause.message}` : ""}`;
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * POSTs one event to the local URL exactly as a real delivery looks: the envelope as the body, the
 * same headers, signed per Standard Webhooks with the session's secret. Redirects are not followed,
 * as in real deliveries.
 */
export async function forwardEvent(input: {
  url: string;
  secret: string;
  body: string;
  signal: AbortSignal;
}): Promise<ForwardResult> {
  // A delivery's webhook-id is its delivery id; each forward is a delivery of its own.
  const signed = signWebhook({ msgId: newId("whd"), timestamp: new Date(), body: input.body, secrets: [input.secret] });
  try {
    const response = await fetch(input.url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Threadline-Webhooks/1.0", ...signed },
      body: input.body,
      redirect: "manual",
      signal: AbortSignal.any([input.signal, AbortSignal.timeout(forwardTimeoutMs)]),
    });
    await response.body?.cancel();
    return { status: response.status };
  } catch (error) {
    return { error: describeError(error) };
  }
}
