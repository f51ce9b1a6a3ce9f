// The `threadline` command-line tool: bootstrap, keys, mail, members, import, export, migrate, webhooks, worker (see `threadline help`).
import { AppError } from "@/lib/core/app-error";
import { disconnectDb } from "@/lib/db/client";
import { registerEventSubscribers } from "@/lib/startup/register-event-subscribers";

import { helpText } from "./help-text";
import { runAccounts } from "./run-accounts";
import { runBootstrap } from "./run-bootstrap";
import { runExportCommand } from "./run-export";
import { runImportCommand } from "./run-import";
import { runKeys } from "./run-keys";
import { runMail } from "./run-mail";
import { runMembers } from "./run-members";
import { runMigrate } from "./run-migrate";
import { runWebhooks } from "./run-webhooks";
import { runWorker } from "./run-worker";

registerEventSubscribers();
const [command, ...rest] = process.argv.slice(2);
const commands: Record<string, (args: string[]) => Promise<void>> = {
  accounts: runAccounts,
  bootstrap: runBootstrap,
  export: runExportCommand,
  import: runImportCommand,
  keys: runKeys,
  mail: runMail,
  members: runMembers,
  migrate: runMigrate,
  webhooks: runWebhooks,
  worker: runWorker,
};

async function main(): Promise<number> {
  if (!command || command === "help" || command === "--help" || command === "-h") {
    console.log(helpText(rest[0]));
    return 0;
  }
  const run = commands[command];
  if (!run) {
    console.error(`threadline: unknown command "${command}"\n\n${helpText()}`);
    return 2;
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    console.log(helpText(command));
    return 0;
  }
  await run(rest);
  return 0;
}

main()
  .catch((error: unknown) => {
    if (error instanceof AppError) console.error(`threadline: ${error.detail}`);
    else console.error("threadline:", error instanceof Error ? error.message : error);
    return 1;
  })
  .then(async (code) => {
    await disconnectDb();
    process.exit(code);
  });
