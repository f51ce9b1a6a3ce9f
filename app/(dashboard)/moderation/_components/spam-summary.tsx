import { ShieldAlert } from "lucide-react";

import { describeSpamReason } from "@/lib/moderation/describe-spam-reason";
import type { QueueCard } from "@/lib/moderation/queue-card";

import { ToneBadge } from "../../_components/tone-badge";

type Reason = NonNullable<QueueCard["spam"]>["reasons"][number];

// A weight as the guide writes it: a sign always, a true minus sign, one decimal.
const weightOf = (weight: number) => `${weight < 0 ? "−" : "+"}${Math.abs(weight).toFixed(1)}`;

function ReasonList({ title, reasons }: { title: string; reasons: Reason[] }) {
  if (!reasons.length) return null;
  return (
    <div className="min-w-0">
      <p className="font-medium text-foreground">{title}</p>
      <ul className="mt-1 flex flex-col gap-0.5">
        {reasons.map((reason) => (
          <li key={reason.signal} className="flex gap-2 text-foreground">
            <span className="w-10 shrink-0 text-right font-mono tabular-nums text-muted-foreground">
              {weightOf(reason.weight)}
            </span>
            <span className="min-w-0 [overflow-wrap:anywhere]">{describeSpamReason(reason.signal)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The spam filter's word on a comment in one line (its score, "Likely spam" at or above the hold
 * threshold) with its reasons folded away, so a card stays short; nothing when the filter was off.
 */
export function SpamSummary({ spam }: { spam: QueueCard["spam"] }) {
  if (!spam) return null;
  const byWeight = [...spam.reasons].sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight));
  const toward = byWeight.filter((reason) => reason.weight > 0);
  const away = byWeight.filter((reason) => reason.weight < 0);
  const likely = spam.verdict === "spam";
  return (
    <details data-testid="spam-summary" className="group text-sm">
      <summary className="inline-flex cursor-pointer flex-wrap items-center gap-2 rounded text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring">
        {likely && <ShieldAlert className="size-4 text-danger" aria-hidden />}
        <span className={likely ? "font-medium text-foreground" : undefined}>Spam score {spam.score.toFixed(2)}</span>
        {likely && <ToneBadge tone="bad">Likely spam</ToneBadge>}
        {spam.reasons.length > 0 && (
          <span className="text-primary underline-offset-2 group-open:hidden hover:underline">Why?</span>
        )}
      </summary>
      {spam.reasons.length > 0 && (
        <div className="mt-2 grid grid-cols-1 gap-3 rounded-md border border-border p-3 sm:grid-cols-2">
          <ReasonList title="Pointing to spam" reasons={toward} />
          <ReasonList title="Pointing away" reasons={away} />
        </div>
      )}
    </details>
  );
}
