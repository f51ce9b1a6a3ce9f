import { z } from "zod";

/** The queue's orders: by date either way, or by spam score (highest first). */
export const queueSorts = ["newest", "oldest", "spam"] as const;
/** One order of the queue. */
export type QueueSort = (typeof queueSorts)[number];

/** The queue's tabs, in the order they are shown. */
export const queueTabs = ["pending", "flagged", "spam", "rejected", "all"] as const;
/** One tab of the queue. */
export type QueueTab = (typeof queueTabs)[number];

// A form submits empty fields as ""; they mean "no filter".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-01-31.")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "That is not a date.");
const cursor = z
  .string()
  .trim()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, "That is not a page of this queue.");

/** The queue's view as the URL carries it (`/moderation?tab=…&site=…`): shareable and reloadable. */
export const queueFiltersSchema = z.object({
  tab: optional(z.enum(queueTabs, "Pick one of the tabs.")),
  site: optional(z.string().trim().max(100)),
  thread: optional(z.string().trim().max(2000)),
  author: optional(z.string().trim().max(320)),
  from: optional(day),
  to: optional(day),
  sort: optional(z.enum(queueSorts, "Sort by newest, oldest or spam score.")),
  spam: optional(z.enum(["likely"], "Use spam=likely to see only likely spam.")),
  q: optional(z.string().trim().max(200, "Search for at most 200 characters.")),
  after: optional(cursor),
  before: optional(cursor),
  comment: optional(z.string().trim().max(100)),
});

/** The view after reading the URL: every filter valid (or absent), with the defaults filled in. */
export type QueueFilters = Omit<z.output<typeof queueFiltersSchema>, "tab" | "sort"> & {
  tab: QueueTab;
  sort: QueueSort;
};

/**
 * Reads the queue's URL parameters field by field: a value that does not pass is left out of the
 * view and answered with the user's words for that field, so one bad filter never breaks the page.
 */
export function readQueueFilters(params: Record<string, unknown>): {
  filters: QueueFilters;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(queueFiltersSchema.shape)) {
    const raw = params[key];
    const parsed = (schema as z.ZodType).safeParse(Array.isArray(raw) ? raw[0] : raw);
    if (parsed.success) values[key] = parsed.data;
    else errors[key] = parsed.error.issues[0]?.message ?? "Not a valid value.";
  }
  const read = values as z.output<typeof queueFiltersSchema>;
  if (read.from && read.to && read.from > read.to) {
    errors.to = "The end date comes before the start date.";
    delete read.to;
  }
  return { filters: { ...read, tab: read.tab ?? "pending", sort: read.sort ?? "newest" }, errors };
}

/** The URL query of a view (leaving out defaults and empty values), with some values replaced or removed. */
export function queueQueryString(
  filters: Partial<QueueFilters>,
  overrides: Partial<Record<keyof QueueFilters, string | undefined>> = {},
): string {
  const merged: Record<string, string | undefined> = { ...filters, ...overrides };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (
      value === undefined ||
      value === "" ||
      (key === "tab" && value === "pending") ||
      (key === "sort" && value === "newest")
    )
      continue;
    params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
