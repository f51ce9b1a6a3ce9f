"use client";

import { Upload } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { Button } from "@/app/_components/button";
import { controlClass, FormField } from "@/app/_components/form-field";
import { TextField } from "@/app/_components/text-field";
import type { ImportView } from "@/lib/imports/serialize-import";

import { ImportProgress } from "./import-progress";
import { SelectField } from "./select-field";

const formats = [
  { value: "disqus", label: "Disqus (XML export)" },
  { value: "wordpress", label: "WordPress (WXR export)" },
  { value: "threadline", label: "Threadline (JSON Lines export)" },
] as const;

type Problem = { detail?: string; errors?: { field: string; message: string }[] };

/** Sends the file as the request body with upload progress (fetch has none); resolves with the answer. */
function upload(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Content-Type", "application/octet-stream");
    request.upload.onprogress = (event) =>
      event.lengthComputable && onProgress(Math.floor((event.loaded / event.total) * 100));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new Error("network"));
    request.send(file);
  });
}

/** The Import form: a format, a file and an optional rewrite rule; the upload, then the import's own progress. */
export function ImportForm({ siteId }: { siteId: string }) {
  const router = useRouter();
  const [sending, setSending] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [started, setStarted] = useState<ImportView | null>(null);
  const fieldError = (field: string) => problem?.errors?.find((e) => e.field === field)?.message;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      setProblem({ errors: [{ field: "file", message: "Choose the export file to import." }] });
      return;
    }
    const query = new URLSearchParams({ format: String(form.get("format")), file_name: file.name.slice(0, 200) });
    const from = String(form.get("rewrite_from") ?? "").trim();
    const to = String(form.get("rewrite_to") ?? "").trim();
    if (from) query.set("rewrite_from", from);
    if (to) query.set("rewrite_to", to);
    setProblem(null);
    setStarted(null);
    setSending(0);
    try {
      const answer = await upload(`/site-data/${siteId}/imports?${query}`, file, setSending);
      if (answer.status === 202) {
        setStarted(answer.body as ImportView);
        router.refresh();
      } else {
        setProblem(
          (answer.body as Problem | undefined) ?? { detail: `The upload was refused (HTTP ${answer.status}).` },
        );
      }
    } catch {
      setProblem({ detail: "The upload did not reach the server. Check the connection and try again." });
    } finally {
      setSending(null);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Export from" name="format" options={formats} defaultValue="disqus" className="min-w-0" />
          <FormField
            label="File"
            error={fieldError("file")}
            hint="The whole export, any size: it is read as it streams."
            className="min-w-0"
          >
            {(control) => (
              <input
                {...control}
                name="file"
                type="file"
                accept=".xml,.jsonl,.ndjson,.json,application/xml,text/xml"
                className={`w-full min-w-0 ${controlClass(fieldError("file"))}`}
              />
            )}
          </FormField>
        </div>
        <details
          className="rounded-md border border-border px-4 py-3"
          open={Boolean(fieldError("rewrite_from") || fieldError("rewrite_to"))}
        >
          <summary className="cursor-pointer text-sm font-medium text-foreground">
            The site moved to a new address?
          </summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <TextField
              className="min-w-0"
              label="Old address"
              name="rewrite_from"
              placeholder="https://old.example.com/"
              error={fieldError("rewrite_from")}
            />
            <TextField
              className="min-w-0"
              label="New address"
              name="rewrite_to"
              placeholder="https://www.example.com/"
              error={fieldError("rewrite_to")}
              hint="Thread links starting with the old address start with this one instead."
            />
          </div>
        </details>
        {problem?.detail && !problem.errors?.length && (
          <p role="alert" className="text-sm text-danger">
            {problem.detail}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={sending !== null} aria-busy={sending !== null}>
            <Upload className="size-4" aria-hidden /> {sending === null ? "Import" : `Uploading… ${sending}%`}
          </Button>
          <p className="text-sm text-muted-foreground">Importing the same file again adds only what is new.</p>
        </div>
      </form>
      {started && <ImportProgress initial={started} />}
    </div>
  );
}
