export const dynamic = "force-dynamic";

/** Liveness: answers without touching the database (also the benchmark's framework ceiling). */
export function GET(): Response {
  return Response.json({ status: "ok" });
}
