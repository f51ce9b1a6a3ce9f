import { readGuideScreenshot } from "@/lib/guides/read-guide-screenshot";

/** A screenshot the guides show (docs/screenshots/<file>.png); any other name is a 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const body = readGuideScreenshot((await params).file);
  if (!body)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
