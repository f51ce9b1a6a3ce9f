import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/** The shim's child process: where it listens, and how to stop it (deleting the run's keys). */
export type ShimProcess = { url: string; token: string; stop: () => Promise<void> };

/**
 * Starts the Upstash REST shim in a child process against `redisUrl`, or resolves null (with the
 * reason on stderr) when Redis cannot be reached.
 */
export async function startShimProcess(redisUrl: string, prefix: string): Promise<ShimProcess | null> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/run-upstash-shim.ts", redisUrl, prefix], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const firstLine = await new Promise<string | null>((resolve) => {
    createInterface({ input: child.stdout }).once("line", resolve);
    child.once("exit", () => resolve(null));
    setTimeout(() => resolve(null), 15_000).unref();
  });
  if (!firstLine) {
    child.kill("SIGKILL");
    console.error(
      `bench: no Upstash shim (Redis at ${redisUrl} unreachable?): ${errors.trim().split("\n").slice(-3).join(" ") || "no answer"}`,
    );
    return null;
  }
  const { url, token } = JSON.parse(firstLine) as { url: string; token: string };
  return {
    url,
    token,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
