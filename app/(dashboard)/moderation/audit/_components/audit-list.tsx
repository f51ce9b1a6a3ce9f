import Link from "next/link";

import type { AuditEntry } from "@/lib/moderation/list-audit-entries";

import { ToneBadge } from "../../../_components/tone-badge";
import { UtcTime } from "../../../_components/utc-time";
import { actionWords } from "./action-words";

const banKinds: Record<string, string> = { reader: "reader", email: "e-mail", ip: "IP" };

function What({ entry }: { entry: AuditEntry }) {
  if (entry.comment) {
    return (
      <>
        {actionWords(entry.action)} a comment by {entry.comment.authorName || "a deleted author"} (
        {entry.comment.fromStatus} → {entry.comment.toStatus}) ·{" "}
        <Link href={`/moderation/comments/${entry.comment.id}`} className="font-medium text-primary hover:underline">
          History<span className="sr-only"> of the comment</span>
        </Link>
      </>
    );
  }
  if (entry.type === "erasure") return <>Erased a reader&apos;s data at their request</>;
  const ban = entry.ban!;
  const until = ban.expiresAt ? (
    <>
      {" "}
      until <UtcTime iso={ban.expiresAt.toISOString()} />
    </>
  ) : (
    " for good"
  );
  return (
    <>
      {entry.action === "ban" ? "Banned" : "Lifted the ban on"} {banKinds[ban.kind] ?? ban.kind}{" "}
      <span className="break-all">{ban.label}</span>
      {entry.action === "ban" && until}
    </>
  );
}

/** The audit log's entries, newest first: who, when, on which site, what, why. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol className="divide-y divide-border" aria-label="Audit log, newest first">
      {entries.map((entry) => (
        <li key={entry.id} data-testid="audit-entry" className="flex flex-col gap-1 py-3 text-sm first:pt-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
            <ToneBadge tone={entry.type === "ban" ? "warn" : entry.type === "erasure" ? "neutral" : "accent"}>
              {entry.type}
            </ToneBadge>
            <span className="font-medium text-foreground">{entry.actorLabel}</span>
            <UtcTime iso={entry.createdAt.toISOString()} />
            <span>· {entry.siteName}</span>
          </div>
          <p className="break-words text-foreground">
            <What entry={entry} />
          </p>
          {entry.reason && <p className="text-muted-foreground">Reason: {entry.reason}</p>}
        </li>
      ))}
    </ol>
  );
}
