import { Flag, Link2, OctagonAlert, Pencil, Sparkles } from "lucide-react";

import type { QueueCard } from "@/lib/moderation/queue-card";

import { ToneBadge } from "../../_components/tone-badge";

const flagReasons: Record<string, string> = { spam: "spam", abuse: "abuse", off_topic: "off topic", other: "other" };

/** What stands out about a comment: flags (with reasons), links, a blocked term, a first comment, an edit. */
export function CardMarkers({ card }: { card: QueueCard }) {
  const { markers, flags } = card;
  const reasons = Object.entries(flags.reasons)
    .map(([reason, count]) => `${flagReasons[reason] ?? reason} ${count}`)
    .join(", ");
  if (!flags.count && !markers.links && !markers.blocked_term && !markers.first_comment && !markers.edited) return null;
  return (
    <ul aria-label="Markers" className="flex flex-wrap gap-1.5">
      {flags.count > 0 && (
        <li>
          <ToneBadge tone="warn">
            <Flag className="mr-1 size-3" aria-hidden /> {flags.count} flag{flags.count === 1 ? "" : "s"}
            {reasons && `: ${reasons}`}
          </ToneBadge>
        </li>
      )}
      {markers.blocked_term && (
        <li>
          <ToneBadge tone="bad">
            <OctagonAlert className="mr-1 size-3" aria-hidden /> Blocked term: {markers.blocked_term}
          </ToneBadge>
        </li>
      )}
      {markers.links > 0 && (
        <li>
          <ToneBadge tone="neutral">
            <Link2 className="mr-1 size-3" aria-hidden /> {markers.links} link{markers.links === 1 ? "" : "s"}
          </ToneBadge>
        </li>
      )}
      {markers.first_comment && (
        <li>
          <ToneBadge tone="accent">
            <Sparkles className="mr-1 size-3" aria-hidden /> First comment here
          </ToneBadge>
        </li>
      )}
      {markers.edited && (
        <li>
          <ToneBadge tone="neutral">
            <Pencil className="mr-1 size-3" aria-hidden /> Edited
          </ToneBadge>
        </li>
      )}
    </ul>
  );
}
