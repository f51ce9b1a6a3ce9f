"use client";

import { CheckCircle2, Download } from "lucide-react";
import { useActionState } from "react";

import { Button } from "@/app/_components/button";

import { confirmDataRequestAction } from "../actions";

/**
 * The button that carries out a reader's request, then what came of it: the data to download, or
 * the erasure's summary. A plain form posting the server action, so it works before (or without) JavaScript.
 */
export function ConfirmDataRequestForm({ token, erase }: { token: string; erase: boolean }) {
  const [result, confirm, pending] = useActionState(confirmDataRequestAction, null);
  if (result && "done" in result && result.done === "export") {
    return (
      <div className="mt-4 space-y-3" role="status">
        <p className="flex items-center gap-2 font-medium text-success">
          <CheckCircle2 className="size-4" aria-hidden /> Your data is ready ({result.comments} comment(s)).
        </p>
        <a
          href={`data:application/json;charset=utf-8,${encodeURIComponent(result.json)}`}
          download="my-comment-data.json"
          className="inline-flex items-center gap-2 rounded-md bg-primary px-3.5 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Download className="size-4" aria-hidden /> Download my-comment-data.json
        </a>
        <p className="text-sm text-muted-foreground">
          The link in the e-mail no longer works; ask again for a new one.
        </p>
      </div>
    );
  }
  if (result && "done" in result) {
    return (
      <div className="mt-4 space-y-2" role="status">
        <h2 className="flex items-center gap-2 font-medium text-success">
          <CheckCircle2 className="size-4" aria-hidden /> Your data was erased
        </h2>
        <p className="text-sm text-muted-foreground">{result.summary}</p>
      </div>
    );
  }
  return (
    <form action={confirm} className="mt-4 space-y-3">
      <input type="hidden" name="token" value={token} />
      {result && "error" in result ? (
        <p role="alert" className="rounded-md bg-danger-muted px-3 py-2 text-sm text-danger">
          {result.error}
        </p>
      ) : null}
      <Button type="submit" variant={erase ? "danger" : "primary"} disabled={pending} aria-busy={pending}>
        {erase ? "Erase my data" : "Download my data"}
      </Button>
    </form>
  );
}
