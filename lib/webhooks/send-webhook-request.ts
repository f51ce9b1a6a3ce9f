import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";

import { capHeaders } from "./cap-headers";
import { classifySendError } from "./classify-send-error";
import { DeliveryFailure, type DeliveryErrorKind } from "./delivery-failure";
import { readResponseHead } from "./read-response-head";
import { resolveWebhookTarget, type WebhookTarget } from "./resolve-webhook-target";

/** What came back, bounded for the delivery log: headers capped, the body's first 4 KB. */
export type SentResponse = { status: number; headers: Record<string, string>; body: string; truncated: boolean };

/** What one HTTP attempt came to: the headers sent, and the response (null when none came). */
export type SendOutcome = {
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  errorKind: DeliveryErrorKind | null;
  retryAfter: string | null;
  requestHeaders: Record<string, string>;
  response: SentResponse | null;
};

// Connect to the address that was checked, never to a second resolution of the name (DNS rebinding).
function pinnedLookup(target: WebhookTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function post(
  url: URL,
  target: WebhookTarget,
  headers: Record<string, string>,
  body: string,
  deadline: number,
  signal?: AbortSignal,
) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).request(url, {
      method: "POST",
      headers,
      agent: false,
      lookup: pinnedLookup(target),
    });
    const timer = setTimeout(() => request.destroy(new DeliveryFailure("timeout")), Math.max(deadline - Date.now(), 0));
    const onAbort = () => request.destroy(new DeliveryFailure("aborted"));
    signal?.addEventListener("abort", onAbort, { once: true });
    if (signal?.aborted) onAbort();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    };
    request.on("response", (response) => {
      done();
      resolve(response);
    });
    request.on("error", (error) => {
      done();
      reject(error);
    });
    request.end(body);
  });
}

// A slow resolver counts against the attempt's time like a slow receiver does.
function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeliveryFailure("timeout")), Math.max(deadline - Date.now(), 0));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * POSTs one signed webhook: checks the target address first (refusing private ones unless
 * allowed), gives the whole attempt `timeoutMs`, never follows a redirect, and reports the
 * status (with the response's headers and first 4 KB) or the kind of error. `signal` aborts it
 * (a worker shutting down).
 */
export async function sendWebhookRequest(input: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
  signal?: AbortSignal;
}): Promise<SendOutcome> {
  const startedAt = new Date();
  const deadline = startedAt.getTime() + input.timeoutMs;
  const requestHeaders = { ...input.headers, "content-length": String(Buffer.byteLength(input.body)) };
  const finish = (
    statusCode: number | null,
    errorKind: DeliveryErrorKind | null,
    retryAfter: string | null = null,
    response: SentResponse | null = null,
  ): SendOutcome => ({
    startedAt,
    durationMs: Date.now() - startedAt.getTime(),
    statusCode,
    errorKind,
    retryAfter,
    requestHeaders,
    response,
  });
  try {
    const url = new URL(input.url);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new DeliveryFailure("invalid_url");
    const target = await beforeDeadline(resolveWebhookTarget(url, input.allowPrivate), deadline);
    const response = await post(url, target, requestHeaders, input.body, deadline, input.signal);
    const head = await readResponseHead(response, deadline);
    const retryAfter = response.headers["retry-after"];
    const status = response.statusCode ?? 0;
    return finish(status || null, null, typeof retryAfter === "string" ? retryAfter : null, {
      status,
      headers: capHeaders(response.headers),
      ...head,
    });
  } catch (error) {
    return finish(null, classifySendError(error));
  }
}
