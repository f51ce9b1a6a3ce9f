import { AppError } from "@/lib/core/app-error";
import { hashSecret } from "@/lib/core/hash-secret";
import { db } from "@/lib/db/client";

import { eraseReaderData } from "./erase-reader-data";
import { exportReaderData } from "./export-reader-data";
import type { ReaderDataView, ReaderErasureView } from "./reader-data-schemas";
import type { OwnDataKind } from "./request-own-data";

/** A confirmation link's request, if the link still works (unused, not expired). */
export async function findOwnDataRequest(token: string, now = new Date()) {
  const request = await db().readerDataRequest.findUnique({
    where: { tokenHash: hashSecret(token) },
    include: { reader: { include: { site: true } } },
  });
  if (!request || request.usedAt || request.expiresAt <= now) {
    throw new AppError(
      "invalid_data_request",
      "This link has expired or was already used. Ask again from the comments.",
    );
  }
  return { kind: request.kind as OwnDataKind, siteName: request.reader.site.name, request };
}

/**
 * Carries out a reader's confirmed request: the link is spent first (a second click does nothing),
 * then the export is built or the erasure runs, in the reader's own name.
 */
export async function confirmOwnDataRequest(
  token: string,
  now = new Date(),
): Promise<{ kind: "export"; data: ReaderDataView } | { kind: "erase"; erasure: ReaderErasureView }> {
  const { kind, request } = await findOwnDataRequest(token, now);
  const { count } = await db().readerDataRequest.updateMany({
    where: { id: request.id, usedAt: null },
    data: { usedAt: now },
  });
  if (count === 0) throw new AppError("invalid_data_request", "This link was already used.");
  const scope = { accountId: request.reader.site.accountId, livemode: true };
  const reader = { siteId: request.siteId, subject: { reader_id: request.readerId } };
  if (kind === "export") return { kind, data: await exportReaderData(scope, reader) };
  return { kind, erasure: await eraseReaderData(scope, { ...reader, actor: `reader:${request.readerId}` }) };
}
