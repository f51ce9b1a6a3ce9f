import type { BanView } from "./ban-schemas";

/** A stored ban in its API shape. */
export function serializeBan(row: {
  id: string;
  siteId: string;
  kind: string;
  label: string;
  reason: string | null;
  expiresAt: Date | null;
  createdAt: Date;
}): BanView {
  return {
    id: row.id,
    site_id: row.siteId,
    kind: row.kind as BanView["kind"],
    target: row.label,
    reason: row.reason,
    expires_at: row.expiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
