import { parseArgs } from "node:util";

import { applyMigrations } from "@/lib/db/apply-migrations";
import { databaseUrl } from "@/lib/db/database-url";
import { bootstrapAccount } from "@/lib/onboarding/bootstrap-account";

/** `threadline bootstrap`: a new account, site and live and test keys. */
export async function runBootstrap(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: "string", default: "owner@example.com" },
      "site-name": { type: "string", default: "My site" },
      domain: { type: "string", default: "localhost" },
      json: { type: "boolean", default: false },
    },
  });
  await applyMigrations(databaseUrl());
  const result = await bootstrapAccount({ email: values.email, siteName: values["site-name"], domain: values.domain });
  if (values.json) {
    console.log(JSON.stringify(result));
    return;
  }
  console.log(`account  ${result.account_id}
site     ${result.site_id}
live key ${result.api_keys.live}
test key ${result.api_keys.test}

The keys are shown only now; store them somewhere safe.`);
}
