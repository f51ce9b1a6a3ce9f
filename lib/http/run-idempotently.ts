import { createHash } from "node:crypto";

import type { AccountScope } from "@/lib/core/account-scope";
import { AppError } from "@/lib/core/app-error";
import { claimIdempotencyKey } from "@/lib/idempotency/claim-idempotency-key";
import { maxIdempotencyKeyLength } from "@/lib/idempotency/idempotency-limits";
import { idempotencyScope } from "@/lib/idempotency/idempotency-scope";
import { releaseIdempotencyKey } from "@/lib/idempotency/release-idempotency-key";
import { saveIdempotentResponse } from "@/lib/idempotency/save-idempotent-response";

import { testCrashPoint } from "./test-crash-point";

const keyPattern = new RegExp(`^[\\x21-\\x7e]{1,${maxIdempotencyKeyLength}}$`);

function fingerprint(req: Request, rawBody: unknown): string {
  const url = new URL(req.url);
  const path = url.pathname.replace(/^\/api\/v1\b/, "/v1") + url.search;
  return createHash("sha256")
    .update(`${req.method} ${path}\n${JSON.stringify(rawBody ?? null)}`)
    .digest("hex");
}

/**
 * Runs a POST at most once per `Idempotency-Key`: the first response (unless a 5xx or 429, which a
 * retry should redo) is stored and replayed to retries of the same request for 24 hours. An
 * operation that makes an object stores its answer in the same transaction (settleIdempotentRequest),
 * so a crash between its commit and this function's save cannot make the object twice.
 */
export async function runIdempotently(
  req: Request,
  scope: AccountScope,
  rawBody: unknown,
  run: () => Promise<Response>,
): Promise<Response> {
  const key = req.headers.get("idempotency-key");
  if (key === null) return run();
  if (!keyPattern.test(key)) {
    throw new AppError("invalid_parameters", "The Idempotency-Key header must be 1–255 visible ASCII characters.", {
      errors: [{ field: "Idempotency-Key", message: `must be 1–${maxIdempotencyKeyLength} visible ASCII characters` }],
    });
  }
  const claim = await claimIdempotencyKey(scope, { key, requestHash: fingerprint(req, rawBody) });
  if (claim.kind === "replay") {
    const type = claim.status >= 400 ? "application/problem+json" : "application/json; charset=utf-8";
    return new Response(claim.body, {
      status: claim.status,
      headers: { "Content-Type": type, "Idempotent-Replayed": "true" },
    });
  }
  const running = { claimId: claim.id, settled: false };
  let response: Response;
  try {
    response = await idempotencyScope.run(running, run);
  } catch (error) {
    if (!running.settled) await releaseIdempotencyKey(claim.id);
    throw error;
  }
  testCrashPoint(req, "after-commit");
  if (running.settled) return response;
  if (response.status >= 500 || response.status === 429) await releaseIdempotencyKey(claim.id);
  else await saveIdempotentResponse(claim.id, response.status, await response.clone().text());
  return response;
}
