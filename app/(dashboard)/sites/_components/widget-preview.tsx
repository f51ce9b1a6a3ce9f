"use client";

import { ChevronUp, Laugh, Lightbulb, Sparkles } from "lucide-react";
import type { Embed, Theme } from "@/lib/sites/site-settings-schemas";
import { previewStyle } from "../_lib/preview-style";
import { sampleComments, type SampleComment } from "../_lib/sample-comments";
import { usePrefersDark } from "./use-prefers-dark";

type PreviewEmbed = Pick<Embed, "default_sort" | "comments_per_page" | "max_reply_depth" | "reactions" | "upvotes" | "sign_in_modes" | "guest_name_required">;

const reactionIcons = { funny: Laugh, interesting: Lightbulb, insightful: Sparkles } as const;
const sortLabels = { top: "Top", newest: "Newest", oldest: "Oldest" } as const;

function relativeTime(minutesAgo: number, locale: string): string {
  let format: Intl.RelativeTimeFormat;
  try {
    format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  } catch {
    format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  }
  return minutesAgo >= 60 ? format.format(-Math.round(minutesAgo / 60), "hour") : format.format(-minutesAgo, "minute");
}

function PreviewComment({ comment, theme, embed }: { comment: SampleComment; theme: Theme; embed: PreviewEmbed }) {
  // Replies deeper than the site's depth are drawn flat at that depth, as the widget will.
  const level = Math.min(comment.depth, embed.max_reply_depth);
  return (
    <li style={{ marginInlineStart: `calc(${level} * var(--tl-gap) * 1.5)` }} className={level > 0 ? "border-s-2 border-(--tl-border) ps-(--tl-gap)" : undefined}>
      <div className="flex items-center gap-2">
        <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-(--tl-accent) text-xs font-semibold text-(--tl-on-accent)">
          {comment.author.charAt(0)}
        </span>
        <span className="font-semibold">{comment.author}</span>
        <span className="text-(--tl-muted)">· {relativeTime(comment.minutesAgo, theme.locale)}</span>
      </div>
      <p className="mt-1">{comment.text}</p>
      <div className="mt-1.5 flex flex-wrap items-center gap-1.5 text-(--tl-muted)">
        {embed.upvotes && (
          <span className="inline-flex items-center gap-0.5 rounded-(--tl-radius) border border-(--tl-border) px-1.5 py-0.5">
            <ChevronUp className="size-3.5" aria-hidden /> {comment.score}
          </span>
        )}
        {embed.reactions.map((name) => {
          const Icon = reactionIcons[name];
          return (
            <span key={name} className="inline-flex items-center gap-1 rounded-(--tl-radius) border border-(--tl-border) px-1.5 py-0.5">
              <Icon className="size-3.5" aria-hidden /> {comment.reactions[name] ?? 0}
              <span className="sr-only">{name}</span>
            </span>
          );
        })}
        <span className="px-1.5 py-0.5">Reply</span>
      </div>
    </li>
  );
}

/**
 * A static picture of the comments widget in the chosen theme, drawn from sample comments with
 * the theme as CSS custom properties. It stands in for the real widget bundle until that exists.
 */
export function WidgetPreview({ theme, embed }: { theme: Theme; embed: PreviewEmbed }) {
  const systemDark = usePrefersDark();
  const dark = theme.color_scheme === "dark" || (theme.color_scheme === "auto" && systemDark);
  const comments = sampleComments(embed.default_sort);
  const guestName = embed.sign_in_modes.includes("guest") && embed.guest_name_required;
  return (
    <div
      data-testid="widget-preview"
      data-scheme={dark ? "dark" : "light"}
      style={previewStyle(theme, dark)}
      className="rounded-lg border border-(--tl-border) bg-(--tl-bg) p-(--tl-pad) font-(family-name:--tl-font) text-(length:--tl-size) leading-relaxed text-(--tl-fg)"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-(--tl-border) pb-(--tl-gap)">
        <span className="font-semibold">12 comments</span>
        <span className="flex gap-3 text-(--tl-muted)">
          {(["top", "newest", "oldest"] as const).map((sort) => (
            <span key={sort} className={sort === embed.default_sort ? "border-b-2 border-(--tl-accent) font-semibold text-(--tl-fg)" : undefined}>
              {sortLabels[sort]}
            </span>
          ))}
        </span>
      </div>
      <div className="mt-(--tl-gap) rounded-(--tl-radius) border border-(--tl-border) bg-(--tl-surface) p-(--tl-pad)">
        {guestName && <div className="mb-2 rounded-(--tl-radius) border border-(--tl-border) bg-(--tl-bg) px-2 py-1 text-(--tl-muted)">Your name</div>}
        <div className="h-14 rounded-(--tl-radius) border border-(--tl-border) bg-(--tl-bg) px-2 py-1 text-(--tl-muted)">Join the discussion…</div>
        <div className="mt-2 flex justify-end">
          <span className="rounded-(--tl-radius) bg-(--tl-accent) px-3 py-1 font-semibold text-(--tl-on-accent)">Post comment</span>
        </div>
      </div>
      <ul className="mt-(--tl-gap) flex flex-col gap-(--tl-gap)">
        {comments.map((comment) => (
          <PreviewComment key={comment.id} comment={comment} theme={theme} embed={embed} />
        ))}
      </ul>
      <div className="mt-(--tl-gap) rounded-(--tl-radius) border border-(--tl-border) py-1.5 text-center font-medium">
        Show {embed.comments_per_page} more comments
      </div>
    </div>
  );
}
