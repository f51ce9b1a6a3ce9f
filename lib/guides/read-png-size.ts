import { closeSync, openSync, readSync } from "node:fs";

/** A PNG's width and height from its header, or null for a file that is missing or not a PNG. */
export function readPngSize(path: string): { width: number; height: number } | null {
  const header = Buffer.alloc(24);
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    return null;
  }
  try {
    if (readSync(fd, header, 0, 24, 0) < 24) return null;
  } finally {
    closeSync(fd);
  }
  // The signature, then the IHDR chunk: its width and height are the first two big-endian words.
  if (header.toString("latin1", 1, 4) !== "PNG" || header.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
}
