/** An empty 204 response. */
export function noContent(): Response {
  return new Response(null, { status: 204 });
}
