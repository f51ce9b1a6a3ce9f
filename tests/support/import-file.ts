import { apiClient } from "./api-client";
import { waitFor } from "./wait-for";

/** Uploads an export to POST /v1/sites/{site}/imports and waits for the import to finish; returns it as GET shows it. */
export async function importFile(
  baseUrl: string,
  key: string,
  siteId: string,
  file: Buffer | string,
  query: Record<string, string>,
) {
  const api = apiClient(baseUrl, key);
  const type = query.format === "threadline" ? "application/x-ndjson" : "application/xml";
  const started = await api.post(`/v1/sites/${siteId}/imports?${new URLSearchParams(query)}`, file.toString(), {
    "Content-Type": type,
  });
  if (started.status !== 202) throw new Error(`the import was refused: ${started.status} ${started.text}`);
  return waitFor(`import ${started.json.id}`, async () => {
    const read = await api.get(`/v1/sites/${siteId}/imports/${started.json.id}`);
    return read.json.status === "succeeded" || read.json.status === "failed" ? read.json : undefined;
  });
}
