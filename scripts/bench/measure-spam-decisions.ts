import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { createComment } from "../../lib/comments/create-comment";
import { applyMigrations } from "../../lib/db/apply-migrations";
import { db, disconnectDb } from "../../lib/db/client";
import { withDatabaseUrl } from "../../lib/db/database-url";
import { moderateComment } from "../../lib/moderation/moderate-comment";
import { readSiteSpamWeights } from "../../lib/screening/read-site-spam-weights";
import { serializeSpamWeights } from "../../lib/screening/serialize-spam-weights";
import { spamHoldThreshold } from "../../lib/screening/spam-thresholds";
import { buildAccount } from "../../tests/support/factories";
import { createSqliteDatabase } from "../../tests/support/test-databases";
import { buildDefaultSpamModel } from "../spam/build-default-spam-model";
import { formatDefaultSpamModel } from "../spam/format-default-spam-model";
import type { SpamCorpusRow } from "../spam/read-spam-corpus";
import { evaluateSpamScores, type ScoredComment, type SpamEvaluation } from "./evaluate-spam-scores";

/** One held-out file's figures after 0, 50 and 200 of the site's own decisions. */
export type HeldOutResult = {
  file: string;
  decisions: number;
  evaluation: SpamEvaluation;
  siteModelBytes: number;
};

// The comments after these are the test set for every number of decisions, so the figures compare.
const maxDecisions = 200;

function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Leave one file out through the product itself: the default model trained on the other files
 * (SPAM_DEFAULT_MODEL), a fresh SQLite site that holds every comment and whose filter scores, the
 * held-out file's first comments written through createComment and approved or marked as spam
 * through moderateComment (the API's own path), then the rest written and scored as they arrive.
 */
export async function measureSpamDecisions(
  corpus: SpamCorpusRow[],
  heldOut: string,
  decisions: number,
  seed: number,
): Promise<HeldOutResult> {
  const training = corpus.filter((row) => row.file !== heldOut);
  const folder = mkdtempSync(join(tmpdir(), "threadline-spam-"));
  const modelFile = join(folder, "default.json");
  const trainedOn = [...new Set(training.map((row) => row.file))];
  writeFileSync(modelFile, formatDefaultSpamModel(buildDefaultSpamModel(training, seed), seed, trainedOn));
  process.env.SPAM_DEFAULT_MODEL = modelFile;
  const rows = shuffled(
    corpus.filter((row) => row.file === heldOut),
    seed,
  );
  const database = createSqliteDatabase();
  await applyMigrations(database.url);
  const account = await buildAccount(database.url, { spamFilter: "score" });
  const auth = { kind: "api_key" as const, accountId: account.account_id, keyId: "bench", livemode: true };
  const scope = { accountId: account.account_id, livemode: true };
  // Each file is the comments of one video: one page, one thread.
  const write = (row: SpamCorpusRow) =>
    createComment({
      site_id: account.site_id,
      thread_url: `https://bench.example.com/${row.file.replace(/\.csv$/, "")}`,
      content: row.content.slice(0, 10_000),
      author_name: row.author.slice(0, 80) || "Anonymous",
      auth,
      ip: "127.0.0.1",
    });
  try {
    return await withDatabaseUrl(database.url, async () => {
      // Every comment waits for a moderator, as on a pre-moderated site, so each gets a decision.
      await db().site.update({
        where: { id: account.site_id },
        data: { moderationJson: JSON.stringify({ spam_filter: "score", mode: "all" }) },
      });
      for (const row of rows.slice(0, decisions)) {
        const comment = await write(row);
        await moderateComment(scope, {
          commentId: comment.id,
          action: row.spam ? "spam" : "approve",
          actor: "api_key:bench",
        });
      }
      const scored: ScoredComment[] = [];
      for (const row of rows.slice(maxDecisions)) {
        const comment = await write(row);
        scored.push({ score: comment.spam?.score ?? 0, spam: row.spam });
      }
      const weights = await readSiteSpamWeights(account.site_id);
      return {
        file: heldOut,
        decisions,
        evaluation: evaluateSpamScores(scored, spamHoldThreshold, { spamShare: 0.1, resamples: 20, seed }),
        siteModelBytes: weights ? Buffer.byteLength(serializeSpamWeights(weights)) : 0,
      };
    });
  } finally {
    await disconnectDb();
    await database.drop();
    delete process.env.SPAM_DEFAULT_MODEL;
  }
}
