// Part of `npm run bench`: the spam filter through the product. Leave one file of the labelled
// corpus out, train the default on the other two, and feed the held-out file to a fresh site:
// 0, 50 and 200 of its comments decided through moderateComment (the API's path), the rest scored
// as they are written. Then comment-write throughput with the filter off and on. The model alone
// (no database) is measured by scripts/bench/run-spam-model-bench.ts.
import { resolve } from "node:path";

import { spamBlockThreshold, spamHoldThreshold } from "../../lib/screening/spam-thresholds";
import { ensureBuild } from "../../tests/support/ensure-build";
import { readSpamCorpus } from "../spam/read-spam-corpus";
import { defaultSpamSeed, spamCorpusFiles, spamCorpusFolder } from "../spam/spam-corpus-files";
import { readBenchSettings } from "./bench-settings";
import type { SpamMetrics } from "./evaluate-spam-scores";
import { measureSpamDecisions, type HeldOutResult } from "./measure-spam-decisions";
import { measureSpamThroughput } from "./measure-spam-throughput";
import { writeResultsJson } from "./write-results-json";

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.CHECKPOINT_DISABLE = "1";

const decisionCounts = [0, 50, 200];
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const metricsLine = (m: SpamMetrics) =>
  `P ${m.precision.toFixed(3)}  R ${m.recall.toFixed(3)}  F1 ${m.f1.toFixed(3)}  AUC ${m.auc.toFixed(3)}  FPR ${percent(m.fpr)}`;

function mean(results: HeldOutResult[], share: "own" | "resampled"): SpamMetrics {
  const keys = ["comments", "spamShare", "precision", "recall", "f1", "auc", "fpr"] as const;
  const sum = Object.fromEntries(keys.map((key) => [key, 0])) as SpamMetrics;
  for (const result of results) for (const key of keys) sum[key] += result.evaluation[share][key] / results.length;
  return sum;
}

async function main(): Promise<void> {
  const settings = readBenchSettings(process.env);
  const corpus = spamCorpusFiles.flatMap((file) => readSpamCorpus(resolve(spamCorpusFolder, file)));
  console.log(`spam filter through the product: hold at ${spamHoldThreshold}, block at ${spamBlockThreshold}`);
  const results: HeldOutResult[] = [];
  for (const decisions of decisionCounts) {
    for (const file of spamCorpusFiles) {
      const result = await measureSpamDecisions(corpus, file, decisions, defaultSpamSeed);
      results.push(result);
      console.log(
        `  ${file}, after ${decisions} decisions: at 50 %: ${metricsLine(result.evaluation.own)}\n` +
          `  ${" ".repeat(file.length)}                     at 10 %: ${metricsLine(result.evaluation.resampled)}`,
      );
    }
    const group = results.filter((result) => result.decisions === decisions);
    console.log(`  mean after ${decisions}: at 50 %: ${metricsLine(mean(group, "own"))}`);
    console.log(`  mean after ${decisions}: at 10 %: ${metricsLine(mean(group, "resampled"))}`);
  }
  const largest = Math.max(...results.map((result) => result.siteModelBytes));
  console.log(`  largest site model after 200 decisions: ${(largest / 1024).toFixed(1)} KB`);

  ensureBuild();
  const serverEnv = {
    RATE_LIMIT_OVERRIDES: JSON.stringify({ apiKey: { limit: 1_000_000_000 } }),
    ...settings.serverEnv,
  };
  const throughput = await measureSpamThroughput(corpus, serverEnv, settings.shortSeconds, 20);
  const rates = (runs: { requestsPerSecond: number }[]) =>
    runs.map((run) => run.requestsPerSecond.toFixed(0)).join(", ");
  console.log(`  POST /v1/comments req/s, filter off: ${rates(throughput.off)}; hold: ${rates(throughput.on)}`);
  console.log(`  throughput with the filter on: ${percent(throughput.ratio)} of off`);
  writeResultsJson("bench-results/spam.json", {
    thresholds: { hold: spamHoldThreshold, block: spamBlockThreshold },
    heldOut: results,
    means: Object.fromEntries(
      decisionCounts.map((decisions) => {
        const group = results.filter((result) => result.decisions === decisions);
        return [decisions, { own: mean(group, "own"), resampled: mean(group, "resampled") }];
      }),
    ),
    largestSiteModelBytes: largest,
    throughput,
  });
}

await main();
