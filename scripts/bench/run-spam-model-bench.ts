// `tsx scripts/bench/run-spam-model-bench.ts`: the spam model offline, on the YouTube Spam Collection
// (tests/fixtures/spam). Leave one file out: the default model learns from the other two files and is
// judged on the third, alone and after the site's first 50 and 200 decisions (corrections trained on
// top of the default), at the file's own spam share (~50 %) and resampled to 10 % spam. Then the
// scoring cost per comment and the stored size of a site's corrections.
import { resolve } from "node:path";

import { scoreSpam } from "../../lib/screening/score-spam";
import { serializeSpamWeights } from "../../lib/screening/serialize-spam-weights";
import { extractSpamFeatures } from "../../lib/screening/spam-features";
import type { SpamWeights } from "../../lib/screening/spam-model-types";
import { spamBlockThreshold, spamHoldThreshold } from "../../lib/screening/spam-thresholds";
import { trainSpamWeights } from "../../lib/screening/train-spam-weights";
import { buildDefaultSpamModel } from "../spam/build-default-spam-model";
import { buildSpamExamples } from "../spam/build-spam-examples";
import { readSpamCorpus, type SpamCorpusRow } from "../spam/read-spam-corpus";
import { defaultSpamSeed, spamCorpusFiles, spamCorpusFolder } from "../spam/spam-corpus-files";
import { evaluateSpamScores, type ScoredComment, type SpamEvaluation } from "./evaluate-spam-scores";
import { writeResultsJson } from "./write-results-json";

const decisionCounts = [0, 50, 200];
const corpus = new Map(spamCorpusFiles.map((file) => [file, readSpamCorpus(resolve(spamCorpusFolder, file))]));
const all = [...corpus.values()].flat();

function featuresOf(row: SpamCorpusRow) {
  return extractSpamFeatures({
    content: row.content,
    authorName: row.author,
    authorHistory: null,
    recentDuplicate: false,
    typedMs: null,
  });
}

function scoreRows(rows: readonly SpamCorpusRow[], defaults: SpamWeights, site: SpamWeights | null): ScoredComment[] {
  return rows.map((row) => ({ score: scoreSpam(featuresOf(row), defaults, site).score, spam: row.spam }));
}

// The same seeded shuffle as the trainer's, for the order of a site's decisions.
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

type Row = { heldOut: string; decisions: number; evaluation: SpamEvaluation };
const rows: Row[] = [];
const pooledNew: ScoredComment[] = [];
const sites = new Map<string, SpamWeights>();
for (const heldOut of spamCorpusFiles) {
  const training = spamCorpusFiles.filter((file) => file !== heldOut).flatMap((file) => corpus.get(file)!);
  const defaults = buildDefaultSpamModel(training, defaultSpamSeed);
  const site = shuffled(corpus.get(heldOut)!, defaultSpamSeed);
  for (const decisions of decisionCounts) {
    const corrections =
      decisions === 0
        ? null
        : trainSpamWeights(buildSpamExamples(site.slice(0, decisions)), { seed: defaultSpamSeed, offset: defaults });
    if (corrections && decisions === 200) sites.set(heldOut, corrections);
    const scored = scoreRows(decisions === 0 ? site : site.slice(decisions), defaults, corrections);
    if (decisions === 0) pooledNew.push(...scored);
    rows.push({ heldOut, decisions, evaluation: evaluateSpamScores(scored, spamHoldThreshold) });
  }
}

const percent = (value: number) => (value * 100).toFixed(1).padStart(5);
const fixed = (value: number) => value.toFixed(3);
console.log(`verdict: score ≥ ${spamHoldThreshold} (block at ${spamBlockThreshold})`);
console.log(
  "held out                 decisions | share   P      R      F1     AUC    FPR % | share   P      R      F1     AUC    FPR %",
);
const line = (name: string, decisions: number, evaluation: SpamEvaluation) =>
  console.log(
    `${name.padEnd(24)} ${String(decisions).padStart(9)} | ${[evaluation.own, evaluation.resampled]
      .map(
        (m) =>
          `${percent(m.spamShare)}  ${fixed(m.precision)}  ${fixed(m.recall)}  ${fixed(m.f1)}  ${fixed(m.auc)}  ${percent(m.fpr)}`,
      )
      .join(" | ")}`,
  );
const averages: Row[] = decisionCounts.map((decisions) => {
  const group = rows.filter((row) => row.decisions === decisions).map((row) => row.evaluation);
  const mean = (pick: (e: SpamEvaluation) => Record<string, number>) => {
    const keys = Object.keys(pick(group[0]!));
    return Object.fromEntries(
      keys.map((key) => [key, group.reduce((sum, e) => sum + pick(e)[key]!, 0) / group.length]),
    );
  };
  return {
    heldOut: "average",
    decisions,
    evaluation: { own: mean((e) => e.own), resampled: mean((e) => e.resampled) } as SpamEvaluation,
  };
});
for (const row of [...rows, ...averages]) line(row.heldOut, row.decisions, row.evaluation);

// How the verdict's threshold trades false positives against recall, pooled over the held-out files (new site).
const sweep = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.97, 0.99].map((threshold) => {
  const { own, resampled } = evaluateSpamScores(pooledNew, threshold);
  return { threshold, fpr: own.fpr, recall: own.recall, f1At10: resampled.f1, precisionAt10: resampled.precision };
});
console.log("\nthreshold  FPR %  recall  F1@10%  P@10%  (pooled held-out files, new site)");
for (const s of sweep)
  console.log(
    `${s.threshold.toFixed(2).padStart(9)}  ${percent(s.fpr)}  ${fixed(s.recall)}   ${fixed(s.f1At10)}  ${fixed(s.precisionAt10)}`,
  );

// Scoring cost: features and score of every comment, many rounds, each call timed alone.
const fullDefault = buildDefaultSpamModel(all, defaultSpamSeed);
const site200 = sites.get(spamCorpusFiles[0]!)!;
const samples: number[] = [];
for (let round = 0; round < 30; round++) {
  for (const row of all) {
    const started = process.hrtime.bigint();
    scoreSpam(featuresOf(row), fullDefault, site200);
    samples.push(Number(process.hrtime.bigint() - started) / 1000);
  }
}
samples.sort((a, b) => a - b);
const quantile = (q: number) =>
  Math.round(samples[Math.min(samples.length - 1, Math.ceil(samples.length * q) - 1)]! * 10) / 10;
const cost = { p50Us: quantile(0.5), p99Us: quantile(0.99), calls: samples.length };

// A busy site: 5,000 decisions on synthetic comments, corpus words mixed with words of their own.
const vocabulary = [...new Set(all.flatMap((row) => row.content.toLowerCase().match(/[a-z]+/g) ?? []))];
const synthetic = Array.from({ length: 5000 }, (_, n) => {
  const words = shuffled(vocabulary, n + 1).slice(0, 8 + (n % 30));
  return {
    file: "synthetic",
    author: `reader ${n}`,
    content: `${words.join(" ")} w${n}x w${n * 7}y`,
    spam: n % 10 === 0,
  };
});
const syntheticExamples = buildSpamExamples(synthetic);
// The first training in a process includes V8 compiling the trainer; a server retrains warm. Timed on
// the synthetic comments (long, every word pair new) and on 5,000 real ones (the corpus, repeated).
const corpusExamples = buildSpamExamples(Array.from({ length: 5000 }, (_, n) => all[n % all.length]!));
const timeTraining = (examples: typeof corpusExamples) => {
  const times: number[] = [];
  let model: SpamWeights = { bias: 0, weights: new Map() };
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    model = trainSpamWeights(examples, { seed: defaultSpamSeed, offset: fullDefault });
    times.push(performance.now() - started);
  }
  return { model, firstMs: Math.round(times[0]!), warmMs: Math.round(Math.min(...times.slice(1))) };
};
const syntheticTraining = timeTraining(syntheticExamples);
const corpusTraining = timeTraining(corpusExamples);
const site5000 = syntheticTraining.model;
const sizes = {
  after200Bytes: serializeSpamWeights(site200).length,
  after5000Bytes: serializeSpamWeights(site5000).length,
  after5000Weights: site5000.weights.size,
  train5000SyntheticMs: { first: syntheticTraining.firstMs, warm: syntheticTraining.warmMs },
  train5000CorpusMs: { first: corpusTraining.firstMs, warm: corpusTraining.warmMs },
};
console.log(`\nscoring per comment: p50 ${cost.p50Us} µs, p99 ${cost.p99Us} µs (${cost.calls} calls)`);
console.log(
  `site corrections: ${sizes.after200Bytes} bytes after 200 decisions, ${sizes.after5000Bytes} bytes (${sizes.after5000Weights} weights) after 5,000; training on 5,000 (first/warm): synthetic ${syntheticTraining.firstMs}/${syntheticTraining.warmMs} ms, corpus ${corpusTraining.firstMs}/${corpusTraining.warmMs} ms`,
);

writeResultsJson(resolve(import.meta.dirname, "../../bench-results/spam-model.json"), {
  thresholds: { hold: spamHoldThreshold, block: spamBlockThreshold },
  leaveOneFileOut: [...rows, ...averages],
  sweep,
  cost,
  sizes,
});
