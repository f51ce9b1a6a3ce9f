import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { basename } from "node:path";
import { parseArgs } from "node:util";

import { db } from "@/lib/db/client";
import { createImport } from "@/lib/imports/create-import";
import { importFormats, type ImportFormat } from "@/lib/imports/import-records";
import { runImport } from "@/lib/imports/run-import";

import { helpText } from "./help-text";

/** `threadline import --site site_… --format disqus|wordpress|threadline FILE`. */
export async function runImportCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      site: { type: "string" },
      format: { type: "string" },
      mode: { type: "string", default: "live" },
      "rewrite-from": { type: "string" },
      "rewrite-to": { type: "string" },
      json: { type: "boolean", default: false },
    },
  });
  const file = positionals[0];
  if (!values.site || !file || !importFormats.includes(values.format as ImportFormat))
    throw new Error(`usage:\n${helpText("import")}`);
  if (values.mode !== "live" && values.mode !== "test") throw new Error("--mode must be live or test");
  if (Boolean(values["rewrite-from"]) !== Boolean(values["rewrite-to"]))
    throw new Error("--rewrite-from and --rewrite-to come together");
  const site = await db().site.findUnique({ where: { id: values.site }, select: { accountId: true } });
  if (!site) throw new Error(`no site ${values.site}`);
  const rewrite = values["rewrite-from"] ? { from: values["rewrite-from"], to: values["rewrite-to"]! } : null;
  const { size } = await stat(file);
  const created = await createImport(
    { accountId: site.accountId, livemode: values.mode === "live" },
    {
      siteId: values.site,
      format: values.format as ImportFormat,
      fileName: basename(file),
      bytesTotal: size,
      rewrite,
    },
  );
  const quiet = values.json || !process.stderr.isTTY;
  const done = await runImport(created.id, createReadStream(file), (tally) => {
    if (!quiet)
      process.stderr.write(
        `\r${Math.floor((tally.bytesRead / Math.max(size, 1)) * 100)}%  ${tally.commentsImported} imported, ${tally.commentsUnchanged} unchanged, ${tally.recordsFailed} failed`,
      );
  });
  if (!quiet) process.stderr.write("\n");
  if (values.json) return console.log(JSON.stringify(done));
  const c = done.counts;
  console.log(
    `${done.id} ${done.status}: ${c.comments_imported} comments imported, ${c.comments_unchanged} already there, ${c.threads_created} threads created, ${c.records_failed} records failed`,
  );
  for (const error of done.errors)
    console.log(
      `  line ${error.line}${error.source_id ? ` (${error.source_id})` : ""}: ${error.code}: ${error.message}`,
    );
  if (done.failure) throw new Error(done.failure);
}
