import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import { AppError } from "@/lib/core/app-error";

/** The largest import file accepted, in bytes (IMPORT_MAX_BYTES, default 1 GiB). */
export function maxImportBytes(): number {
  const configured = Number(process.env.IMPORT_MAX_BYTES);
  return Number.isFinite(configured) && configured > 0 ? configured : 1024 ** 3;
}

/**
 * Writes an uploaded import file to a temporary file as it arrives (never held in memory), and
 * returns where and how big; refuses, and removes what it wrote, past the size limit or when empty.
 */
export async function storeImportUpload(
  body: ReadableStream<Uint8Array> | null,
): Promise<{ path: string; bytes: number }> {
  const limit = maxImportBytes();
  const directory = join(tmpdir(), "threadline-imports");
  await mkdir(directory, { recursive: true });
  const path = join(directory, `${randomBytes(12).toString("hex")}.upload`);
  let bytes = 0;
  const capped = async function* (source: AsyncIterable<Uint8Array>) {
    for await (const chunk of source) {
      bytes += chunk.byteLength;
      if (bytes > limit)
        throw new AppError(
          "import_too_large",
          `The file is larger than ${Math.floor(limit / 1024 ** 2)} MB (IMPORT_MAX_BYTES).`,
        );
      yield chunk;
    }
  };
  try {
    if (!body) throw new AppError("invalid_import_file", "The request has no body: send the export file as the body.");
    await pipeline(
      Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>),
      capped,
      createWriteStream(path),
    );
    if (bytes === 0) throw new AppError("invalid_import_file", "The file is empty.");
    return { path, bytes };
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}
