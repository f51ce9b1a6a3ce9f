import type { SuppressionView } from "./mail-suppression-schemas";

/** A stored suppression in its API shape. */
export function serializeSuppression(row: {
  id: string;
  email: string;
  reason: string;
  source: string;
  createdAt: Date;
}): SuppressionView {
  return {
    id: row.id,
    email: row.email,
    reason: row.reason as SuppressionView["reason"],
    source: row.source as SuppressionView["source"],
    created_at: row.createdAt.toISOString(),
  };
}
