import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { mkdir, open, rm, type FileHandle } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";

import { AppError } from "@/lib/core/app-error";

import { importUploadDirectory } from "./import-upload-directory";

/** The largest import file accepted, in bytes (IMPORT_MAX_BYTES, default 1 GiB). */
export function maxImportBytes(): number {
  const configured = Number(process.env.IMPORT_MAX_BYTES);
  return Number.isFinite(configured) && configured > 0 ? configured : 1024 ** 3;
}

// Linux's O_TMPFILE (Node does not name it): a file made in a directory without any name, in one call.
const tmpFile = 0o20000000 | constants.O_DIRECTORY;

/**
 * A new file in `directory` that no name leads to: made so at once where the system can (Linux's
 * O_TMPFILE), else created and unnamed right away (`path` is kept where the system refused that).
 */
async function openNamelessFile(directory: string): Promise<{ handle: FileHandle; path: string | null }> {
  if (process.platform === "linux") {
    try {
      return { handle: await open(directory, constants.O_RDWR | tmpFile, 0o600), path: null };
    } catch {
      // A file system without O_TMPFILE: the way below.
    }
  }
  const path = join(directory, `${randomBytes(12).toString("hex")}.upload`);
  const handle = await open(path, "wx+", 0o600);
  const unnamed = await rm(path).then(
    () => true,
    () => false,
  );
  return { handle, path: unnamed ? null : path };
}

/** An uploaded file kept for its import: read it (from the start, as often as needed), then discard it. */
export type StoredUpload = { bytes: number; read: () => Readable; discard: () => Promise<void> };

/**
 * Writes an uploaded import file to a temporary file as it arrives (never held in memory), and
 * returns it; refuses, and removes what it wrote, past the size limit or when empty.
 *
 * The file has no name: it lives only through the open handle, so whatever ends the import
 * (success, failure, a crash or a kill of the process), the system frees it when the handle
 * closes, and no file is left behind for anyone to clean up. Where the system refuses to unname an
 * open file, the name stays until `discard` (and a crash leaves it to removeStaleImportUploads).
 */
export async function storeImportUpload(body: ReadableStream<Uint8Array> | null): Promise<StoredUpload> {
  const limit = maxImportBytes();
  const directory = importUploadDirectory();
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const { handle, path } = await openNamelessFile(directory);
  const discard = async () => {
    await handle.close();
    if (path) await rm(path, { force: true });
  };
  let bytes = 0;
  try {
    if (!body) throw new AppError("invalid_import_file", "The request has no body: send the export file as the body.");
    for await (const chunk of Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>)) {
      const data = chunk as Uint8Array;
      bytes += data.byteLength;
      if (bytes > limit)
        throw new AppError(
          "import_too_large",
          `The file is larger than ${Math.floor(limit / 1024 ** 2)} MB (IMPORT_MAX_BYTES).`,
        );
      for (let written = 0; written < data.byteLength;)
        written += (await handle.write(data, written, data.byteLength - written)).bytesWritten;
    }
    if (bytes === 0) throw new AppError("invalid_import_file", "The file is empty.");
    return { bytes, read: () => handle.createReadStream({ start: 0, autoClose: false }), discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
