import { randomBytes } from "node:crypto";

/** An identifier for one request, echoed in `X-Request-Id` and in every problem body. */
export function newRequestId(): string {
  return `req_${randomBytes(12).toString("hex")}`;
}
