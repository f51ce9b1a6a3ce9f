import { splitList } from "./split-list";

type Kind = "text" | "number" | "boolean" | "list" | "lines" | "choices";

// How each form field named after its /v1 path becomes a value of updateSiteBody. A field missing
// from a form is left out, so each page's form changes only its own settings.
const kinds: Record<string, Kind> = {
  name: "text",
  domains: "list",
  "theme.color_scheme": "text",
  "theme.accent_color": "text",
  "theme.font": "text",
  "theme.corner_radius": "number",
  "theme.density": "text",
  "theme.locale": "text",
  "embed.sign_in_modes": "choices",
  "embed.guest_name_required": "boolean",
  "embed.default_sort": "text",
  "embed.comments_per_page": "number",
  "embed.max_reply_depth": "number",
  "embed.reactions": "choices",
  "embed.upvotes": "boolean",
  "embed.allowed_origins": "list",
  "embed.edit_window_minutes": "number",
  "moderation.mode": "text",
  "moderation.blocked_terms": "lines",
  "moderation.blocked_terms_action": "text",
  "moderation.max_links": "number",
  "moderation.flag_threshold": "number",
};

function valueOf(kind: Kind, raw: string | string[]): unknown {
  const values = Array.isArray(raw) ? raw : [raw];
  const first = values[0] ?? "";
  switch (kind) {
    // An empty or non-numeric entry stays a string, so the schema refuses it instead of reading 0.
    case "number":
      return first.trim() !== "" && Number.isFinite(Number(first)) ? Number(first) : first;
    // A checkbox posts "true" beside a hidden "false", so unticked still says false.
    case "boolean":
      return values.includes("true");
    case "list":
      return splitList(first);
    case "lines":
      return splitList(first, { commas: false });
    // A checkbox group posts an empty hidden entry, so ticking none still says "none".
    case "choices":
      return values.filter((value) => value !== "");
    default:
      return first;
  }
}

/** Turns a site settings form (fields named like `theme.accent_color`) into an updateSiteBody input with its `site_id`. */
export function readSiteForm(fields: Record<string, string | string[]>): Record<string, unknown> {
  const input: Record<string, unknown> = { site_id: fields.site_id };
  for (const [name, raw] of Object.entries(fields)) {
    const kind = kinds[name];
    if (!kind) continue;
    const [group, key] = name.split(".");
    const value = valueOf(kind, raw);
    if (!key) input[group!] = value;
    else input[group!] = { ...(input[group!] as object | undefined), [key]: value };
  }
  return input;
}
