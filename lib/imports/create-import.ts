import type { AccountScope } from "@/lib/core/account-scope";
import { fitDisplayName } from "@/lib/core/fit-display-name";
import { newId } from "@/lib/core/new-id";
import { db } from "@/lib/db/client";
import { findAccountSite } from "@/lib/sites/find-account-site";

import type { UrlRewrite } from "./import-context";
import type { ImportFormat } from "./import-records";
import { serializeImport, type ImportView } from "./serialize-import";

// The longest file name kept (the API's file_name takes as much).
const maxFileNameLength = 200;

/**
 * Records a new import of a file into one of the account's sites, queued until it runs. The file's
 * name is shown like a name ("Pay\u202Etxt.exe" must not read as "Payexe.txt"): it gets the names'
 * rule, and is kept as no name when nothing visible is left.
 */
export async function createImport(
  scope: AccountScope,
  input: {
    siteId: string;
    format: ImportFormat;
    fileName: string | null;
    bytesTotal: number;
    rewrite: UrlRewrite | null;
  },
): Promise<ImportView> {
  await findAccountSite(scope.accountId, input.siteId);
  const row = await db().import.create({
    data: {
      id: newId("imp"),
      accountId: scope.accountId,
      siteId: input.siteId,
      livemode: scope.livemode,
      format: input.format,
      fileName: input.fileName === null ? null : fitDisplayName(input.fileName, maxFileNameLength),
      bytesTotal: input.bytesTotal,
      rewriteFrom: input.rewrite?.from ?? null,
      rewriteTo: input.rewrite?.to ?? null,
    },
  });
  return serializeImport(row);
}
