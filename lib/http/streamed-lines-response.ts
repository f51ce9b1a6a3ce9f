const encoder = new TextEncoder();

/**
 * A response whose body is pulled from `lines` as the client reads (never produced faster than
 * it is taken, so a large export holds one page in memory); offered as a download under `fileName`.
 */
export function streamedLinesResponse(
  lines: AsyncGenerator<string>,
  fileName: string,
  contentType = "application/x-ndjson; charset=utf-8",
): Response {
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
