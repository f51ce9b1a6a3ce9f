import { parseArgs } from "node:util";

import { findAccount } from "@/lib/accounts/find-account";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { listApiKeys } from "@/lib/api-keys/list-api-keys";
import { revokeApiKey } from "@/lib/api-keys/revoke-api-key";

import { helpText } from "./help-text";

/** `threadline keys create|list|revoke`. */
export async function runKeys(args: string[]): Promise<void> {
  const [action, ...rest] = args;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      account: { type: "string" },
      mode: { type: "string" },
      name: { type: "string" },
      json: { type: "boolean", default: false },
    },
  });
  const print = (data: unknown, text: string) => console.log(values.json ? JSON.stringify(data) : text);
  if (action === "create") {
    if (values.mode !== "live" && values.mode !== "test") throw new Error("--mode must be live or test");
    const account = await findAccount(requireAccount(values.account));
    const key = await createApiKey(account.id, { mode: values.mode, name: values.name });
    return print(key, `${key.id}  ${key.key}\nThe key is shown only now; store it somewhere safe.`);
  }
  if (action === "list") {
    const keys = await listApiKeys((await findAccount(requireAccount(values.account))).id);
    const lines = keys.map(
      (k) =>
        `${k.id}  ${k.mode}  ${k.prefix}…  ${k.created_at}  ${k.revoked_at ? `revoked ${k.revoked_at}` : "active"}`,
    );
    return print(keys, lines.join("\n") || "no keys");
  }
  if (action === "revoke" && positionals[0]) {
    const key = await revokeApiKey(positionals[0]);
    return print(key, `revoked ${key.id} (${key.prefix}…)`);
  }
  throw new Error(`usage:\n${helpText("keys")}`);
}

function requireAccount(account: string | undefined): string {
  if (!account) throw new Error("--account acct_… is required");
  return account;
}
