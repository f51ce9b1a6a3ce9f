import type { Embed, Theme } from "./site-settings-schemas";
import type { WidgetConfig } from "./widget-config-schema";

/** What a site's widget reads: its theme and the public part of its embed settings, with the sign-in modes that work now. */
export function buildWidgetConfig(
  siteId: string,
  theme: Theme,
  embed: Embed,
  signInModes: Embed["sign_in_modes"],
): WidgetConfig {
  return {
    site_id: siteId,
    theme,
    sign_in_modes: signInModes,
    guest_name_required: embed.guest_name_required,
    default_sort: embed.default_sort,
    comments_per_page: embed.comments_per_page,
    max_reply_depth: embed.max_reply_depth,
    reactions: embed.reactions,
    upvotes: embed.upvotes,
    edit_window_minutes: embed.edit_window_minutes,
    reader_notifications: embed.reader_notifications,
  };
}
