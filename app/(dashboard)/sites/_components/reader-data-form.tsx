"use client";

import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { TextField } from "@/app/_components/text-field";
import type { ReaderErasureView } from "@/lib/privacy/reader-data-schemas";

import { ConfirmButton } from "../../_components/confirm-button";
import { eraseReaderAction } from "../actions";

/** Who a request is about, as the API takes it: an e-mail address, or a reader id. */
function subjectOf(value: string): { email: string } | { reader_id: string } {
  const trimmed = value.trim();
  return trimmed.includes("@") ? { email: trimmed } : { reader_id: trimmed };
}

/** Answers a reader's request: download everything stored about them, or erase it after a confirmation. */
export function ReaderDataForm({ siteId }: { siteId: string }) {
  const [who, setWho] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [erased, setErased] = useState<ReaderErasureView | null>(null);
  const query = new URLSearchParams(subjectOf(who)).toString();
  const missing = !who.trim();
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Reader id or e-mail address"
        name="who"
        value={who}
        onChange={(event) => (setWho(event.target.value), setError(undefined), setErased(null))}
        placeholder="ada@example.com or usr_…"
        error={error}
        hint="The reader id is in the moderation workspace's author view; an e-mail also finds imported comments."
        autoComplete="off"
      />
      <div className="flex flex-wrap gap-3">
        <a
          href={missing ? undefined : `/site-data/${siteId}/reader-data?${query}`}
          aria-disabled={missing}
          download
          onClick={(event) => missing && (event.preventDefault(), setError("Enter the reader's id or e-mail address."))}
          className="inline-flex items-center justify-center gap-2 rounded-md border border-input bg-card px-3.5 py-2 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          role="link"
          tabIndex={0}
        >
          <Download className="size-4" aria-hidden /> Download their data
        </a>
        <ConfirmButton
          label="Erase their data…"
          title="Erase this reader's data?"
          description={
            <>
              Their comments become anonymous placeholders (replies stay), their votes and reactions are removed, they
              are signed out and their e-mail address is deleted. This cannot be undone.
            </>
          }
          confirmLabel="Erase"
          onConfirm={async () => {
            if (missing) {
              setError("Enter the reader's id or e-mail address.");
              return;
            }
            const result = await eraseReaderAction({ site_id: siteId, ...subjectOf(who) });
            if (!result.ok) {
              setError(Object.values(result.fieldErrors)[0] ?? result.message);
              return;
            }
            setErased(result.data);
            toast.success("The reader's data was erased");
          }}
        />
      </div>
      {erased && (
        <p role="status" data-testid="erasure-result" className="text-sm text-foreground">
          Erased: {erased.comments_anonymized} comment(s) anonymized, {erased.votes_removed} vote(s) and{" "}
          {erased.reactions_removed} reaction(s) removed, {erased.sessions_ended} session(s) ended.
        </p>
      )}
    </div>
  );
}
