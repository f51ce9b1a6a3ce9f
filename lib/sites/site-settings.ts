import type { Embed, Moderation, Theme } from "./site-settings-schemas";

/** What a new site starts with (documented in docs/sites.md). */
export const defaultTheme: Theme = {
  color_scheme: "auto",
  accent_color: "#2563eb",
  font: "system",
  corner_radius: 8,
  density: "comfortable",
  locale: "en",
};

/** A new site: guests and magic links on, SSO off until it has a secret, upvotes and all reactions on. */
export const defaultEmbed: Embed = {
  sign_in_modes: ["guest", "magic_link"],
  guest_name_required: true,
  default_sort: "top",
  comments_per_page: 20,
  max_reply_depth: 4,
  reactions: ["funny", "interesting", "insightful"],
  upvotes: true,
  allowed_origins: [],
  edit_window_minutes: 15,
  reader_notifications: true,
};

/** A new site publishes at once; blocked terms hold a comment for review; three flags hold it too. */
export const defaultModeration: Moderation = {
  mode: "none",
  blocked_terms: [],
  blocked_terms_action: "pending",
  max_links: 10,
  flag_threshold: 3,
  spam_filter: "hold",
  hold_first_comments: false,
};

/** A site's settings: what is stored, over the defaults (so settings added later get their default). */
export type SiteSettings = { theme: Theme; embed: Embed; moderation: Moderation };

function parseStored(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Reads a stored site's embed configuration alone. */
export function readEmbedSettings(embedJson: string): Embed {
  return { ...defaultEmbed, ...parseStored(embedJson) } as Embed;
}

/** Reads a stored site's theme, embed configuration and moderation settings. */
export function readSiteSettings(site: { themeJson: string; embedJson: string; moderationJson: string }): SiteSettings {
  return {
    theme: { ...defaultTheme, ...parseStored(site.themeJson) } as Theme,
    embed: readEmbedSettings(site.embedJson),
    moderation: { ...defaultModeration, ...parseStored(site.moderationJson) } as Moderation,
  };
}
