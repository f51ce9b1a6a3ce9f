import { AppError } from "@/lib/core/app-error";

import { jsonNestingDepth } from "./json-nesting-depth";

/** The largest request body accepted, in bytes. */
export const maxBodyBytes = 64 * 1024;

/** The deepest nesting of arrays and objects accepted in a body; the API's own bodies need three. */
export const maxJsonDepth = 32;

/** Reads a JSON request body: JSON content type, at most 64 KB, nested at most 32 deep, well-formed. */
export async function readJsonBody(req: Request): Promise<unknown> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json" && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) {
    throw new AppError("unsupported_media_type", "Send the body as JSON with Content-Type: application/json.");
  }
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBodyBytes) throw tooLarge();
  const text = await readCapped(req);
  if (!text.trim()) throw new AppError("invalid_json", "The request body is empty; send a JSON object.");
  if (jsonNestingDepth(text) > maxJsonDepth) {
    throw new AppError(
      "json_too_deep",
      `The request body nests arrays and objects more than ${maxJsonDepth} levels deep.`,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
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
