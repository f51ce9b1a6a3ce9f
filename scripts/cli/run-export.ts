import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";

import { db } from "@/lib/db/client";
import { openSiteExport } from "@/lib/exports/open-site-export";

import { helpText } from "./help-text";

/** `threadline export --site site_… [--mode live|test] [--out FILE]`. */
export async function runExportCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { site: { type: "string" }, mode: { type: "string", default: "live" }, out: { type: "string" } },
  });
  if (!values.site) throw new Error(`usage:\n${helpText("export")}`);
  if (values.mode !== "live" && values.mode !== "test") throw new Error("--mode must be live or test");
  const site = await db().site.findUnique({ where: { id: values.site }, select: { accountId: true } });
  if (!site) throw new Error(`no site ${values.site}`);
  const { lines } = await openSiteExport({ accountId: site.accountId, livemode: values.mode === "live" }, values.site);
  await pipeline(Readable.from(lines), values.out ? createWriteStream(values.out) : process.stdout);
}
