import { AppError } from "@/lib/core/app-error";

/** Why an import stopped as a whole: a stable code and a message for people. */
export type ImportFailure = { code: string; message: string };

// Stored in the import's one failure column as "code: message" (readable as it is); messages
// stored before codes existed start with a capital letter, so they never look like a code.
const stored = /^([a-z][a-z0-9_]*): ([\s\S]*)$/;

/** The failure an error ends an import with: an AppError's own code and detail, else a general one (the details go to the log). */
export function importFailureOf(error: unknown): ImportFailure {
  if (error instanceof AppError) return { code: error.code, message: error.detail };
  return {
    code: "import_failed",
    message: "The import stopped on an internal error. Import the same file again: what was imported is kept.",
  };
}

/** A failure as its column keeps it. */
export function storeImportFailure(failure: ImportFailure): string {
  return `${failure.code}: ${failure.message}`;
}

/** A failure as its column kept it (a message from before codes gets the general code). */
export function readImportFailure(column: string | null): ImportFailure | null {
  if (column === null) return null;
  const match = stored.exec(column);
  return match ? { code: match[1]!, message: match[2]! } : { code: "import_failed", message: column };
}
