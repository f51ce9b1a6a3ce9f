import { z } from "zod";

import { maxNestedReplyLevels } from "@/lib/core/comment-limits";

/** Fonts a site may choose for the widget: a fixed list of stacks, never free CSS. */
export const fontChoices = ["system", "sans-serif", "serif", "monospace", "rounded", "humanist"] as const;
/** The reactions the service knows. */
export const reactionNames = ["funny", "interesting", "insightful"] as const;
/** How readers may sign in to comment. */
export const signInModes = ["guest", "magic_link", "sso"] as const;

const origin = z
  .string()
  .max(255)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/$/, "");
  }, "must be an origin such as https://app.example.com (scheme, host and optional port only)")
  .transform((value) => new URL(value).origin);

const blockedTerm = z.string().trim().min(1).max(100);

/** The widget's look: every value from a closed set or a checked format, so none can carry CSS or script. */
export const themeSchema = z.strictObject({
  color_scheme: z.enum(["light", "dark", "auto"]),
  accent_color: z
    .string()
    .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "must be a hex colour such as #2563eb")
    .transform((v) => v.toLowerCase()),
  font: z.enum(fontChoices),
  corner_radius: z.number().int().min(0).max(24),
  density: z.enum(["compact", "comfortable"]),
  locale: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, "must be a language tag such as en or pt-BR"),
});

/** How the widget behaves on the site's pages. */
export const embedSchema = z.strictObject({
  sign_in_modes: z
    .array(z.enum(signInModes))
    .max(3)
    .transform((modes) => [...new Set(modes)]),
  guest_name_required: z.boolean(),
  default_sort: z.enum(["top", "newest", "oldest"]),
  comments_per_page: z.number().int().min(1).max(100),
  // Never deeper than the API nests `replies`, so the widget can draw an answer as it comes.
  max_reply_depth: z.number().int().min(0).max(maxNestedReplyLevels),
  reactions: z
    .array(z.enum(reactionNames))
    .max(3)
    .transform((names) => [...new Set(names)]),
  upvotes: z.boolean(),
  allowed_origins: z.array(origin).max(20),
  edit_window_minutes: z.number().int().min(0).max(10_080),
  reader_notifications: z.boolean().meta({
    description:
      "Readers may get e-mail about replies, mentions and followed threads (docs/notifications.md); off: the widget offers none and nothing is sent.",
  }),
});

/** When new comments wait for a moderator. */
export const moderationSchema = z.strictObject({
  mode: z.enum(["none", "all", "guests", "links"]),
  blocked_terms: z.array(blockedTerm).max(500),
  blocked_terms_action: z.enum(["pending", "spam"]),
  max_links: z.number().int().min(0).max(100),
  flag_threshold: z.number().int().min(1).max(1000),
  spam_filter: z.enum(["off", "score", "hold", "block"]).meta({
    description:
      "The spam filter (docs/spam.md): `off`; `score` (score and show, decide nothing); `hold` (likely spam waits as pending); `block` (likely spam goes to spam, borderline waits).",
  }),
  hold_first_comments: z.boolean().meta({
    description:
      "Hold a new commenter's comments (a guest or reader with no approved comment on the site yet) until a moderator approves one.",
  }),
});

export type Theme = z.output<typeof themeSchema>;
export type Embed = z.output<typeof embedSchema>;
export type Moderation = z.output<typeof moderationSchema>;
