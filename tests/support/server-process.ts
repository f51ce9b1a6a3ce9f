import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** A process's resident memory in MB, from /proc. */
export function residentMegabytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

/**
 * Samples a process's resident memory every few milliseconds until stopped, and gives the highest
 * it saw: what a test that only reads memory before and after would miss (a spike that is gone).
 */
export function watchResidentMemory(pid: number): { stop: () => number } {
  let peak = residentMegabytes(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentMegabytes(pid));
    } catch {
      // The process is gone: the test sees that by itself.
    }
  }, 10);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

/** The files a process holds open (the targets of /proc/<pid>/fd; a removed file ends in " (deleted)"). */
export function openFiles(pid: number): string[] {
  const files: string[] = [];
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      files.push(readlinkSync(`/proc/${pid}/fd/${fd}`));
    } catch {
      // Closed between the listing and the read.
    }
  }
  return files;
}
