// Part of `npm run bench`: imports a generated Disqus export of 100,000 comments (about 200 MB) with
// `threadline import` on a fresh SQLite database, and reports comments per second and the
// importing process's memory over the run (flat: the file is streamed, never held).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { bootstrap } from "../../tests/support/run-cli";
import { createSqliteDatabase } from "../../tests/support/test-databases";
import { generateDisqusExport } from "./generate-disqus-export";
import { residentMegabytes } from "./resident-megabytes";
import { writeResultsJson } from "./write-results-json";

const comments = Number(process.env.BENCH_IMPORT_COMMENTS ?? 100_000);
const messageBytes = Number(process.env.BENCH_IMPORT_MESSAGE_BYTES ?? 1_700);

async function runImportBench(): Promise<boolean> {
  const file = join(tmpdir(), `threadline-bench-disqus-${process.pid}.xml`);
  const database = createSqliteDatabase();
  try {
    const bytes = await generateDisqusExport(file, comments, messageBytes);
    const owner = await bootstrap(database.url);
    const samples: number[] = [];
    const started = Date.now();
    const child = spawn(
      process.execPath,
      ["bin/threadline.mjs", "import", "--site", owner.site_id, "--format", "disqus", "--json", file],
      {
        env: { ...process.env, DATABASE_URL: database.url },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    const sampler = setInterval(() => {
      const mb = residentMegabytes(child.pid!);
      if (mb !== null) samples.push(mb);
    }, 250);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code: number = await new Promise((resolve) => child.on("close", (exit) => resolve(exit ?? 1)));
    clearInterval(sampler);
    const seconds = (Date.now() - started) / 1000;
    if (code !== 0) throw new Error(`threadline import exited with ${code}: ${output.slice(-2000)}`);
    const result = JSON.parse(output) as { counts: { comments_imported: number; records_failed: number } };
    const rate = result.counts.comments_imported / seconds;
    const quarter = (q: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * q))] ?? null;
    const memory = { peak: Math.max(...samples), at25: quarter(0.25), at50: quarter(0.5), at75: quarter(0.75) };
    console.log(
      `\nimport of a generated Disqus export (${comments.toLocaleString("en")} comments, ${(bytes / 1024 ** 2).toFixed(0)} MB), SQLite, threadline import:`,
    );
    console.log(
      `  ${result.counts.comments_imported.toLocaleString("en")} comments in ${seconds.toFixed(1)} s: ${Math.round(rate).toLocaleString("en")} comments/s`,
    );
    console.log(
      `  importing process's memory (RSS): ${memory.at25} MB at a quarter, ${memory.at50} MB at half, ${memory.at75} MB at three quarters, ${memory.peak} MB at most`,
    );
    writeResultsJson("bench-results/import.json", {
      date: new Date().toISOString(),
      comments,
      bytes,
      seconds,
      commentsPerSecond: rate,
      memoryMb: memory,
      failed: result.counts.records_failed,
    });
    return result.counts.comments_imported === comments && result.counts.records_failed === 0;
  } finally {
    rmSync(file, { force: true });
    await database.drop();
  }
}

runImportBench().then(
  (ok) => {
    process.exitCode = ok ? 0 : 1;
  },
  (error: unknown) => {
    console.error("import bench failed:", error);
    process.exitCode = 1;
  },
);
