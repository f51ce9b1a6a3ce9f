import type { IncomingMessage } from "node:http";

/** Bytes of a receiver's response body the delivery log keeps. */
export const maxLoggedResponseBytes = 4096;

/** The start of a response body and whether there was more. */
export type ResponseHead = { body: string; truncated: boolean };

/**
 * Reads the first 4 KB of a response body, then hangs up: the rest is never read, so a receiver
 * that answers endlessly costs nothing. Stops with what it has at the deadline or on an error.
 */
export function readResponseHead(response: IncomingMessage, deadline: number): Promise<ResponseHead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let seen = 0;
    let settled = false;
    const finish = (truncated: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const bytes = Buffer.concat(chunks).subarray(0, maxLoggedResponseBytes);
      // A multi-byte character cut at the limit decodes as U+FFFD rather than failing.
      resolve({ body: new TextDecoder("utf-8").decode(bytes), truncated });
      if (truncated) response.destroy();
    };
    const timer = setTimeout(() => finish(true), Math.max(deadline - Date.now(), 0));
    response.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      seen += chunk.length;
      if (seen > maxLoggedResponseBytes) finish(true);
    });
    response.on("end", () => finish(false));
    response.on("error", () => finish(true));
    response.on("close", () => finish(!response.complete));
  });
}
