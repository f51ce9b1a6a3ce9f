import { db } from "@/lib/db/client";

import { readDefaultSpamModel } from "./read-default-spam-model";
import { siteSpamWeightsCache, type SiteSpamWeights } from "./site-spam-weights-cache";
import { spamLabelLimit } from "./spam-label-limit";
import type { SpamExample, SpamWeights } from "./spam-model-types";
import { trainSpamWeights } from "./train-spam-weights";

// A decision taken on another server reaches this one's scores within this (docs/spam.md).
const recheckMs = 4_000;
const trainingSeed = 1;

const cache = siteSpamWeightsCache;
const loading = new Map<string, Promise<SiteSpamWeights>>();
// Sites that stopped getting comments fall out first (a Map keeps insertion order).
const maxSites = 5_000;

/** The features stored with a label, back as a training example. */
function exampleOf(label: { features: string; spam: boolean }): SpamExample {
  const pairs = JSON.parse(label.features) as [number, number][];
  return { indices: pairs.map((pair) => pair[0]), values: pairs.map((pair) => pair[1]), spam: label.spam };
}

async function load(siteId: string, known: SiteSpamWeights | undefined): Promise<SiteSpamWeights> {
  const model = await db().siteSpamModel.findUnique({ where: { siteId }, select: { version: true } });
  const version = model?.version ?? 0;
  if (known && known.version === version) return { ...known, checkedAt: Date.now() };
  const labels = await db().spamLabel.findMany({
    where: { siteId },
    select: { features: true, spam: true },
    orderBy: { updatedAt: "desc" },
    // The most recent decisions: enough to learn the site's spam, at a bounded relearning cost.
    take: spamLabelLimit,
  });
  const weights =
    labels.length === 0
      ? null
      : trainSpamWeights(labels.map(exampleOf), { seed: trainingSeed, offset: readDefaultSpamModel() });
  return { version, checkedAt: Date.now(), weights };
}

/**
 * A site's own corrections to the shared default spam model, learned from its moderators'
 * decisions (null before the first). Each server keeps them in memory and relearns when the site's
 * model version moved, which it checks every few seconds.
 */
export async function readSiteSpamWeights(siteId: string): Promise<SpamWeights | null> {
  const known = cache.get(siteId);
  if (known && Date.now() - known.checkedAt < recheckMs) return known.weights;
  let pending = loading.get(siteId);
  if (!pending) {
    pending = load(siteId, known).finally(() => loading.delete(siteId));
    loading.set(siteId, pending);
  }
  const fresh = await pending;
  cache.delete(siteId);
  cache.set(siteId, fresh);
  if (cache.size > maxSites) cache.delete(cache.keys().next().value as string);
  return fresh.weights;
}
