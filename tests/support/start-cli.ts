import { spawn } from "node:child_process";

import { waitFor } from "./wait-for";

/**
 * Starts the real `threadline` command as a long-running child (`webhooks listen`), keeping what it
 * prints. `stop()` sends SIGINT, as Ctrl-C does, and answers the exit code; `kill()` is for afterAll.
 */
export function startCli(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["bin/threadline.mjs", ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    stdout: () => stdout,
    stderr: () => stderr,
    /** Waits until the output has a line matching `pattern`, and answers its match. */
    waitForLine: (pattern: RegExp, timeoutMs = 30_000) =>
      waitFor(
        `a line matching ${pattern}`,
        async () => {
          if (child.exitCode !== null) throw new Error(`the CLI exited ${child.exitCode}: ${stderr}`);
          return stdout.match(pattern) ?? undefined;
        },
        timeoutMs,
      ),
    /** Waits for the child to end on its own, and answers its exit code. */
    exited: () => exited,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGINT");
      return exited;
    },
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}

/** A running `threadline` child process. */
export type CliProcess = ReturnType<typeof startCli>;
