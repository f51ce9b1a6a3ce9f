/** The subscriber fields the fan-out decides with (who may be mailed, and when). */
export const recipientSelect = {
  id: true,
  email: true,
  frequency: true,
  replies: true,
  mentions: true,
  stoppedAt: true,
  confirmedAt: true,
  lastMailAt: true,
  windowStart: true,
  sentInWindow: true,
} as const;

/** A subscriber as the fan-out reads it. */
export type Recipient = {
  id: string;
  email: string;
  frequency: string;
  replies: string;
  mentions: boolean;
  stoppedAt: Date | null;
  confirmedAt: Date | null;
  lastMailAt: Date | null;
  windowStart: Date | null;
  sentInWindow: number;
};

/** Why a subscriber hears about a comment; the first of these that applies wins. */
export type NoticeReason = "reply" | "mention" | "follow";

/** Whether the subscriber may be mailed at all: a confirmed address, mail not stopped, not "never". */
export function isMailable(recipient: Recipient): boolean {
  return recipient.confirmedAt !== null && recipient.stoppedAt === null && recipient.frequency !== "never";
}
