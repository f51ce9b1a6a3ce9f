import { parseArgs } from "node:util";

import { findAccount } from "@/lib/accounts/find-account";
import { applyMigrations } from "@/lib/db/apply-migrations";
import { databaseUrl } from "@/lib/db/database-url";
import { clearSuppressedAddress } from "@/lib/notifications/clear-suppressed-address";
import { listSuppressions } from "@/lib/notifications/list-suppressions";
import { createSuppressionBody } from "@/lib/notifications/mail-suppression-schemas";
import { suppressAddress } from "@/lib/notifications/suppress-address";

import { helpText } from "./help-text";

/**
 * `threadline mail suppress|unsuppress|suppressions`: the operator's list of addresses no mail
 * goes to, for every account (or one account's list with --account).
 */
export async function runMail(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      reason: { type: "string", default: "manual" },
      account: { type: "string" },
      json: { type: "boolean", default: false },
    },
  });
  const [action, email] = positionals;
  const usage = new Error(`usage:\n${helpText("mail")}`);
  if (action !== "suppress" && action !== "unsuppress" && action !== "suppressions") throw usage;
  if (action !== "suppressions" && (!email || positionals.length > 2)) throw usage;
  await applyMigrations(databaseUrl());
  const scope = { accountId: values.account ?? null };
  if (values.account) await findAccount(values.account);
  const where = values.account ? `account ${values.account}` : "every account";

  if (action === "suppressions") {
    const { suppressions, total } = await listSuppressions(scope, { page: 1, per_page: 100 });
    if (values.json) console.log(JSON.stringify({ suppressions, total }));
    else if (total === 0) console.log(`No stopped addresses for ${where}.`);
    else
      console.log(
        [
          ...suppressions.map(
            (s) => `${s.id}  ${s.reason.padEnd(9)}  ${s.source.padEnd(9)}  ${s.created_at}  ${s.email}`,
          ),
          ...(total > suppressions.length ? [`…and ${total - suppressions.length} more (newest shown).`] : []),
        ].join("\n"),
      );
    return;
  }
  if (action === "unsuppress") {
    const cleared = await clearSuppressedAddress(scope, email!);
    if (values.json) console.log(JSON.stringify({ email: email!.toLowerCase(), cleared }));
    else
      console.log(
        cleared ? `${email!.toLowerCase()} may be mailed again (${where}).` : `${email} was not stopped for ${where}.`,
      );
    return;
  }
  const parsed = createSuppressionBody.safeParse({ email, reason: values.reason });
  if (!parsed.success)
    throw new Error(
      parsed.error.issues.map((i) => `${i.path[0] === "email" ? "<email>" : "--reason"} ${i.message}`).join("\n"),
    );
  const { suppression, created } = await suppressAddress(scope, { ...parsed.data, source: "cli" });
  console.log(
    values.json
      ? JSON.stringify({ ...suppression, created })
      : created
        ? `${suppression.email} stopped (${suppression.reason}) for ${where}: no mail goes to it until "threadline mail unsuppress".`
        : `${suppression.email} was already stopped (${suppression.reason}, ${suppression.created_at}) for ${where}.`,
  );
}
