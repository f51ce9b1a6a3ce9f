import { readFileSync } from "node:fs";

/** A process's resident memory in MB, from /proc (null where there is none). */
export function residentMegabytes(pid: number | undefined): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}
