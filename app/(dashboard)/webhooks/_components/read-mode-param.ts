import type { PageQuery } from "../../_lib/read-page-param";

/** The webhook pages' mode from `?mode=`: live unless it says test. */
export function readModeParam(query: PageQuery): "live" | "test" {
  const raw = query.mode;
  return (Array.isArray(raw) ? raw[0] : raw) === "test" ? "test" : "live";
}
