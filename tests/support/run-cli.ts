import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Runs the real `threadline` command against a database and returns what it printed. Mail it
 * sends (invitations) goes to a dev mailbox of the tests unless `env` names one (MAIL_DIR), with
 * links to PUBLIC_URL when `env` gives it.
 */
export async function runCli(
  databaseUrl: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ stdout: string; stderr: string }> {
  return run(process.execPath, ["bin/threadline.mjs", ...args], {
    env: { ...process.env, MAIL_DIR: "data/test/mail-cli", DATABASE_URL: databaseUrl, ...env },
  });
}

/** What `threadline bootstrap --json` prints. */
export type Bootstrapped = { account_id: string; site_id: string; api_keys: { live: string; test: string } };

/** A new account with a site and keys, made through the CLI. */
export async function bootstrap(databaseUrl: string, extra: string[] = []): Promise<Bootstrapped> {
  const { stdout } = await runCli(databaseUrl, ["bootstrap", "--json", ...extra]);
  return JSON.parse(stdout) as Bootstrapped;
}
