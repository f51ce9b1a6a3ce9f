import type { Download } from "playwright-core";

/** The text of a finished download (the browser runs as a server of its own, so its files are read over the connection). */
export async function readDownload(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
