import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";

import { freePort } from "./free-port";
import { waitFor } from "./wait-for";

/** A running server.mjs (the built app). */
export type RunningServer = { baseUrl: string; output: () => string; stop: () => Promise<void>; process: ChildProcess };

/** The Node.js flags `npm start` runs server.mjs with (package.json), so that tests and the bench run the server as it ships. */
function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/).filter((part) => part.startsWith("--"));
}

/** Starts the built server on a free port with the given environment and waits until it answers. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, [...startFlags(), "server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      CHECKPOINT_DISABLE: "1",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  // A server that exits while starting (a bad setting) fails at once, not at the deadline.
  const exitedEarly = exited.then(() => Promise.reject(new Error(`server exited early (code ${child.exitCode})`)));
  exitedEarly.catch(() => undefined);
  try {
    await Promise.race([
      exitedEarly,
      waitFor(
        "the server to answer /health",
        async () => {
          const response = await fetch(`${baseUrl}/health`);
          return response.ok ? true : undefined;
        },
        90_000,
      ),
    ]);
    // The first API request runs the migrations (instrumentation); make it happen before tests time anything.
    await waitFor(
      "the API to answer",
      async () => ((await fetch(`${baseUrl}/v1/sites`)).status === 401 ? true : undefined),
      60_000,
    );
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n--- server output ---\n${output}`);
  }
  return { baseUrl, output: () => output, stop, process: child };
}
