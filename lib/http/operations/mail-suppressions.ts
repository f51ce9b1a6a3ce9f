import { clearSuppression } from "@/lib/notifications/clear-suppression";
import { listSuppressions } from "@/lib/notifications/list-suppressions";
import {
  createSuppressionBody,
  listSuppressionsQuery,
  suppressionListSchema,
  suppressionParams,
  suppressionSchema,
} from "@/lib/notifications/mail-suppression-schemas";
import { suppressAddress } from "@/lib/notifications/suppress-address";

import { json } from "../json-response";
import { noContent } from "../no-content";
import { defineApiKeyOperation } from "./define-api-key-operation";

/** The account's stopped addresses: e-mail that bounced or complained is never sent again until cleared. */
export const mailSuppressionOperations = {
  listMailSuppressions: defineApiKeyOperation({
    method: "GET",
    path: "/v1/mail-suppressions",
    summary: "List stopped addresses",
    description:
      "The addresses the account's mail never goes to (bounced, complained, or stopped by hand), newest first.",
    testKeys: "live-only",
    query: listSuppressionsQuery,
    success: { status: 200, schema: suppressionListSchema, description: "One page of stopped addresses." },
    handle: async ({ query, auth }) =>
      json(await listSuppressions({ accountId: auth.accountId }, { page: query.page, per_page: query.per_page })),
  }),
  createMailSuppression: defineApiKeyOperation({
    method: "POST",
    path: "/v1/mail-suppressions",
    summary: "Stop mail to an address",
    description:
      "Point a mail provider's bounce and complaint webhook here: the address gets no more mail from this account (reader notifications, members' notifications) until the entry is cleared. An address already listed answers its existing entry.",
    testKeys: "live-only",
    body: createSuppressionBody,
    success: { status: 201, schema: suppressionSchema, description: "The entry (the existing one if already listed)." },
    handle: async ({ body, auth }) => {
      const { suppression } = await suppressAddress(
        { accountId: auth.accountId },
        { email: body.email, reason: body.reason, source: "api" },
      );
      return json(suppression, { status: 201 });
    },
  }),
  deleteMailSuppression: defineApiKeyOperation({
    method: "DELETE",
    path: "/v1/mail-suppressions/{suppression_id}",
    summary: "Clear a stopped address",
    description: "Mail may go to the address again.",
    testKeys: "live-only",
    params: suppressionParams,
    success: { status: 204, description: "Cleared." },
    handle: async ({ params, auth }) => {
      await clearSuppression({ accountId: auth.accountId }, params.suppression_id);
      return noContent();
    },
  }),
};
