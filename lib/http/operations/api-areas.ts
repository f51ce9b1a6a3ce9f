import { banOperations } from "./bans";
import { commentItemOperations } from "./comment-items";
import { commentOperations } from "./comments";
import { eventOperations } from "./events";
import { importExportOperations } from "./imports-exports";
import { mailSuppressionOperations } from "./mail-suppressions";
import { moderationOperations } from "./moderation";
import type { Operation } from "./operation";
import { readerDataOperations } from "./reader-data";
import { readerMailOperations } from "./reader-mail";
import { readerOperations } from "./readers";
import { siteOperations } from "./sites";
import { threadOperations } from "./threads";
import { webhookOperations } from "./webhooks";

/** One area of the API: a tag of the reference, its operations keyed by operationId. */
export type ApiArea = { tag: string; description: string; operations: Record<string, Operation> };

/** Every operation of /v1, by area, in the reference's order: the one list the document and the tests read. */
export const apiAreas: ApiArea[] = [
  {
    tag: "Comments",
    description: "A page's thread of comments: list, write, edit, delete, vote, react, flag, and follow it live.",
    operations: { ...commentOperations, ...commentItemOperations },
  },
  {
    tag: "Moderation",
    description: "Approve, reject or mark comments as spam, one by one or in bulk, and read the queue.",
    operations: moderationOperations,
  },
  { tag: "Threads", description: "A page's thread: its title, lock and counts.", operations: threadOperations },
  {
    tag: "Sites",
    description: "Sites, their domains and settings, the widget's configuration and embed snippet, SSO secrets.",
    operations: siteOperations,
  },
  {
    tag: "Readers",
    description: "How readers sign in (e-mail link, SSO) and their sessions; used by the widget.",
    operations: readerOperations,
  },
  {
    tag: "Reader mail",
    description:
      "Readers' e-mail about replies, mentions and followed pages: their settings and follows (docs/notifications.md); used by the widget.",
    operations: readerMailOperations,
  },
  { tag: "Bans", description: "Readers, e-mail addresses and IPs kept from commenting.", operations: banOperations },
  {
    tag: "Reader data",
    description: "Access and erasure requests about one reader (docs/privacy.md).",
    operations: readerDataOperations,
  },
  {
    tag: "Webhooks",
    description: "Endpoints that receive signed events, and their delivery log (docs/webhooks.md).",
    operations: webhookOperations,
  },
  {
    tag: "Events",
    description: "The account's event log: catch up on what a webhook missed.",
    operations: eventOperations,
  },
  {
    tag: "Mail suppressions",
    description: "Addresses that bounced or complained: no mail goes to them until cleared (docs/moderation.md).",
    operations: mailSuppressionOperations,
  },
  {
    tag: "Imports and exports",
    description: "Move comments in from Disqus, WordPress or Threadline, and out as JSON Lines.",
    operations: importExportOperations,
  },
];
