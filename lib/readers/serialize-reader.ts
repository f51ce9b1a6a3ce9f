import type { ReaderView } from "./reader-schemas";

/** A reader in the widget's shape: never the e-mail address. */
export function serializeReader(row: {
  id: string;
  name: string;
  avatarUrl: string | null;
  mode: string;
  siteId: string;
}): ReaderView {
  return {
    id: row.id,
    name: row.name,
    avatar_url: row.avatarUrl,
    mode: row.mode as ReaderView["mode"],
    site_id: row.siteId,
  };
}
