/** A scored comment with its true label. */
export type ScoredComment = { score: number; spam: boolean };

/** Precision, recall, F1 and false-positive rate at a threshold, ROC AUC over all thresholds. */
export type SpamMetrics = {
  comments: number;
  spamShare: number;
  precision: number;
  recall: number;
  f1: number;
  auc: number;
  fpr: number;
};

/** The metrics at the comments' own spam share and at a realistic one (spam resampled, all ham kept). */
export type SpamEvaluation = { own: SpamMetrics; resampled: SpamMetrics };

// mulberry32, as the trainer: resamples are the same on every run.
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Mann–Whitney: the chance that a random spam scores above a random ham, ties counting half.
function aucOf(scored: readonly ScoredComment[]): number {
  const sorted = [...scored].sort((a, b) => a.score - b.score);
  let rankSum = 0;
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end < sorted.length && sorted[end]!.score === sorted[start]!.score) end++;
    const rank = (start + 1 + end) / 2;
    for (let at = start; at < end; at++) if (sorted[at]!.spam) rankSum += rank;
    start = end;
  }
  const spam = scored.filter((c) => c.spam).length;
  const ham = scored.length - spam;
  return spam === 0 || ham === 0 ? NaN : (rankSum - (spam * (spam + 1)) / 2) / (spam * ham);
}

function metricsOf(scored: readonly ScoredComment[], threshold: number): SpamMetrics {
  let [tp, fp, fn, tn] = [0, 0, 0, 0];
  for (const { score, spam } of scored) {
    const held = score >= threshold;
    if (held && spam) tp++;
    else if (held) fp++;
    else if (spam) fn++;
    else tn++;
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  return {
    comments: scored.length,
    spamShare: (tp + fn) / scored.length,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    auc: aucOf(scored),
    fpr: fp + tn === 0 ? 0 : fp / (fp + tn),
  };
}

function averageOf(all: readonly SpamMetrics[]): SpamMetrics {
  const mean = (key: keyof SpamMetrics) => all.reduce((sum, m) => sum + m[key], 0) / all.length;
  return {
    comments: mean("comments"),
    spamShare: mean("spamShare"),
    precision: mean("precision"),
    recall: mean("recall"),
    f1: mean("f1"),
    auc: mean("auc"),
    fpr: mean("fpr"),
  };
}

/**
 * The verdict's quality at `threshold` (score ≥ threshold = spam): on the comments as they are, and
 * averaged over `resamples` seeded draws that keep every ham and only enough spam for `spamShare`.
 */
export function evaluateSpamScores(
  scored: readonly ScoredComment[],
  threshold: number,
  options: { spamShare?: number; resamples?: number; seed?: number } = {},
): SpamEvaluation {
  const { spamShare = 0.1, resamples = 20, seed = 1 } = options;
  const ham = scored.filter((c) => !c.spam);
  const spam = scored.filter((c) => c.spam);
  const wanted = Math.min(spam.length, Math.max(1, Math.round((ham.length * spamShare) / (1 - spamShare))));
  const random = seededRandom(seed);
  const draws: SpamMetrics[] = [];
  for (let draw = 0; draw < resamples; draw++) {
    const pool = [...spam];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    draws.push(metricsOf([...ham, ...pool.slice(0, wanted)], threshold));
  }
  return { own: metricsOf(scored, threshold), resampled: averageOf(draws) };
}
