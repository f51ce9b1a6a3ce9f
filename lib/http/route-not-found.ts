import { AppError } from "@/lib/core/app-error";

import { newRequestId } from "./new-request-id";
import { problemResponse } from "./problem-response";

/** The 404 problem for a path under /v1 that names no route. */
export async function routeNotFound(req: Request): Promise<Response> {
  const path = new URL(req.url).pathname.replace(/^\/api\/v1/, "/v1");
  return problemResponse(new AppError("route_not_found", `No route ${req.method} ${path}.`), newRequestId());
}
