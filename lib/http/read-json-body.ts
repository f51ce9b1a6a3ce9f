import { AppError } from "@/lib/core/app-error";
import { isNestedTooDeep } from "./is-nested-too-deep";

/** The largest request body accepted, in bytes. */
export const maxBodyBytes = 64 * 1024;
/**
 * The deepest a request body may nest objects and arrays. No body of the API needs more than a few
 * levels; 64 KB of brackets would nest 30,000 deep, and every later step (validation, the
 * idempotency fingerprint) would have to survive that.
 */
export const maxBodyDepth = 32;

/** Reads a JSON request body: JSON content type, at most 64 KB, well-formed, at most 32 levels deep. */
export async function readJsonBody(req: Request): Promise<unknown> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json" && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) {
    throw new AppError("unsupported_media_type", "Send the body as JSON with Content-Type: application/json.");
  }
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBodyBytes) throw tooLarge();
  const text = await readCapped(req);
  if (!text.trim()) throw new AppError("invalid_json", "The request body is empty; send a JSON object.");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
  if (isNestedTooDeep(body, maxBodyDepth)) {
    throw new AppError("invalid_json", `The request body nests objects and arrays more than ${maxBodyDepth} levels deep.`);
  }
  return body;
}

function tooLarge() {
  return new AppError("payload_too_large", `The request body is larger than ${maxBodyBytes / 1024} KB.`);
}

async function readCapped(req: Request): Promise<string> {
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}
