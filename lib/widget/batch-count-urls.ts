/**
 * Splits URLs into requests of at most `max` (the API's limit, 50) and at most `budget`
 * characters of URL-encoded query, so that no request line outgrows what servers and proxies take.
 */
export function batchCountUrls(urls: string[], max = 50, budget = 6000): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  let size = 0;
  for (const url of urls) {
    const cost = encodeURIComponent(url).length + 12;
    if (batch.length && (batch.length === max || size + cost > budget)) {
      batches.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(url);
    size += cost;
  }
  if (batch.length) batches.push(batch);
  return batches;
}
