import { ToneBadge, type Tone } from "../../../_components/tone-badge";

const tones: Record<string, Tone> = {
  approved: "good",
  pending: "warn",
  rejected: "bad",
  spam: "bad",
  deleted: "neutral",
};

/** A comment's status in words, coloured. */
export function StatusBadge({ status }: { status: string }) {
  return <ToneBadge tone={tones[status] ?? "neutral"}>{status}</ToneBadge>;
}
