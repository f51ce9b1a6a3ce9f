import type { SiteSettings } from "./site-settings";
import type { Embed, Moderation, Theme } from "./site-settings-schemas";

/** The settings after a partial change: each given field replaces the stored one, the rest stay. */
export function mergeSiteSettings(
  current: SiteSettings,
  patch: { theme?: Partial<Theme>; embed?: Partial<Embed>; moderation?: Partial<Moderation> },
): SiteSettings {
  return {
    theme: { ...current.theme, ...patch.theme },
    embed: { ...current.embed, ...patch.embed },
    moderation: { ...current.moderation, ...patch.moderation },
  };
}
