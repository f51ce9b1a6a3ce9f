import { readFileSync } from "node:fs";

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Where a sampled function lives, by the file it came from. */
function categoryOf(url: string, name: string): string {
  if (name === "(garbage collector)") return "garbage collection";
  if (name === "(idle)" || name === "(program)") return name;
  if (/@prisma|prisma[\\/]client|generated[\\/](sqlite|postgres)|query_compiler/.test(url)) return "Prisma";
  if (/better-sqlite3|[\\/]pg[\\/]|pg-protocol|pg-pool/.test(url)) return "database driver";
  if (/next[\\/]dist/.test(url)) return "Next.js";
  if (/\.next[\\/]server/.test(url)) return "app (bundled: our code, zod, …)";
  if (url.startsWith("node:") || url === "") return "Node.js (http, streams, crypto, native)";
  return "other";
}

/** Self time per category and the heaviest functions of a V8 .cpuprofile, busy time only (idle left out). */
export function summarizeCpuProfile(path: string, top = 15): string {
  const profile = JSON.parse(readFileSync(path, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const categories = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, ms] of selfMs) {
    const { functionName, url } = byId.get(id)!.callFrame;
    if (functionName === "(idle)") continue;
    busy += ms;
    const category = categoryOf(url, functionName);
    categories.set(category, (categories.get(category) ?? 0) + ms);
    const label = `${functionName || "(anonymous)"} ${url.split(/[\\/]/).slice(-2).join("/")}`;
    functions.set(label, (functions.get(label) ?? 0) + ms);
  }
  const share = (ms: number) => `${((100 * ms) / busy).toFixed(1).padStart(5)} %`;
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return [
    `busy ${(busy / 1000).toFixed(1)} s`,
    ...sorted(categories).map(([name, ms]) => `${share(ms)}  ${name}`),
    "heaviest functions (self time):",
    ...sorted(functions)
      .slice(0, top)
      .map(([name, ms]) => `${share(ms)}  ${name}`),
  ].join("\n");
}
