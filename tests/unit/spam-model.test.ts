import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { hashSpamSignal, spamFeatureBuckets } from "@/lib/screening/hash-spam-signal";
import { parseSpamWeights } from "@/lib/screening/parse-spam-weights";
import { readDefaultSpamModel } from "@/lib/screening/read-default-spam-model";
import { scoreSpam } from "@/lib/screening/score-spam";
import { serializeSpamWeights } from "@/lib/screening/serialize-spam-weights";
import { extractSpamFeatures, type SpamSignals } from "@/lib/screening/spam-features";
import type { SpamExample } from "@/lib/screening/spam-model-types";
import { spamBlockThreshold, spamHoldThreshold } from "@/lib/screening/spam-thresholds";
import { trainSpamWeights } from "@/lib/screening/train-spam-weights";

import { buildDefaultSpamModel } from "../../scripts/spam/build-default-spam-model";
import { formatDefaultSpamModel } from "../../scripts/spam/format-default-spam-model";
import { readSpamCorpus } from "../../scripts/spam/read-spam-corpus";
import { defaultSpamSeed, spamCorpusFiles, spamCorpusFolder } from "../../scripts/spam/spam-corpus-files";

const signals = (content: string, more: Partial<SpamSignals> = {}): SpamSignals => ({
  content,
  authorName: "Ann Lee",
  authorHistory: null,
  recentDuplicate: false,
  typedMs: null,
  ...more,
});
const score = (content: string, more: Partial<SpamSignals> = {}) =>
  scoreSpam(extractSpamFeatures(signals(content, more)), readDefaultSpamModel(), null);

describe("spam model", () => {
  it("retrains the committed default model byte for byte from the same data and seed", () => {
    const rows = spamCorpusFiles.flatMap((file) => readSpamCorpus(`${spamCorpusFolder}/${file}`));
    expect(rows.length).toBe(1138);
    expect(rows.filter((row) => row.spam).length).toBe(586);
    const text = formatDefaultSpamModel(buildDefaultSpamModel(rows, defaultSpamSeed), defaultSpamSeed, spamCorpusFiles);
    expect(text).toBe(readFileSync("lib/screening/default-spam-model.json", "utf8"));
    expect(text.length).toBeLessThan(300_000);
  });

  it("hashes signals with 32-bit FNV-1a over UTF-8, the same on every machine", () => {
    const reference = (text: string) => {
      let hash = 0x811c9dc5;
      for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193);
      return (hash >>> 0) % spamFeatureBuckets;
    };
    for (const signal of ["word:subscribe", "domain:youtube.com", "word:straße", "word:頻道", "word:😀ok"])
      expect(hashSpamSignal(signal)).toBe(reference(signal));
  });

  it("reads words, links, domains and shape from the text as a reader sees it", () => {
    const features = extractSpamFeatures(
      signals("Check OUT my channel!!! www.Example.com/x &amp; http://t.example/a<br />murdev.com", {
        authorName: "kid2013",
        recentDuplicate: true,
        typedMs: 1200,
        authorHistory: { approved: 0, rejected: 0, spam: 0 },
      }),
    );
    const names = features.map((feature) => feature.signal);
    for (const expected of ["word:check", "pair:check_out", "links:3+", "domain:example.com", "domain:t.example"])
      expect(names).toContain(expected);
    for (const expected of ["domain:murdev.com", "name:digits", "shape:many_exclamations", "author:new"])
      expect(names).toContain(expected);
    expect(names).toEqual(expect.arrayContaining(["duplicate:recent", "speed:fast", "length:medium"]));
    expect(names).not.toContain("word:br");
    expect(new Set(names).size).toBe(names.length);
  });

  it("gives reasons true to the text, and scores an ordinary comment low", () => {
    const spam = score("subscribe to my channel http://x.example");
    expect(spam.score).toBeGreaterThanOrEqual(spamBlockThreshold);
    expect(spam.reasons).toContainEqual({ signal: "links:1", weight: expect.any(Number) });
    expect(spam.reasons.find((reason) => reason.signal === "word:subscribe")?.weight).toBeGreaterThan(0);
    expect(spam.reasons.find((reason) => reason.signal === "links:1")?.weight).toBeGreaterThan(0);
    const weights = spam.reasons.map((reason) => Math.abs(reason.weight));
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(spam.reasons.filter((reason) => reason.weight > 0).length).toBeLessThanOrEqual(3);
    expect(spam.reasons.filter((reason) => reason.weight < 0).length).toBeLessThanOrEqual(2);

    const ordinary = score("I love this song, the chorus is great");
    expect(ordinary.score).toBeLessThan(0.2);
    expect(spamBlockThreshold).toBeGreaterThanOrEqual(spamHoldThreshold);
  });

  it("weighs what the site knows of the author, duplicates and typing speed", () => {
    const text = "Nice video, have a look at mine too";
    const plain = score(text).score;
    expect(score(text, { authorHistory: { approved: 12, rejected: 0, spam: 0 } }).score).toBeLessThan(plain);
    expect(score(text, { authorHistory: { approved: 0, rejected: 0, spam: 2 } }).score).toBeGreaterThan(plain);
    expect(score(text, { recentDuplicate: true }).score).toBeGreaterThan(plain);
    expect(score(text, { typedMs: 800 }).score).toBeGreaterThan(plain);
    expect(score(text, { typedMs: 45_000 }).score).toBe(plain);
    const trusted = score(text, { authorHistory: { approved: 12, rejected: 0, spam: 0 } });
    expect(trusted.reasons[0]).toEqual({ signal: "author:approved_before", weight: -6 });
  });

  it("learns a site's corrections from 30 decisions and moves that site's score for similar text", () => {
    const defaults = readDefaultSpamModel();
    const goods = ["replica watches", "cheap rolex watches", "discount handbags", "designer watches cheap"];
    const examples: SpamExample[] = Array.from({ length: 30 }, (_, n) => {
      const content =
        n % 2 === 0
          ? `Buy ${goods[n % goods.length]} at the best shop, great prices ${n}`
          : `Thanks for writing this, the part about ${["gardens", "taxes", "trains"][n % 3]} helped me ${n}`;
      const features = extractSpamFeatures(signals(content));
      return { indices: features.map((f) => f.index), values: features.map((f) => f.value), spam: n % 2 === 0 };
    });
    const site = trainSpamWeights(examples, { seed: 7, offset: defaults });
    expect(trainSpamWeights(examples, { seed: 7, offset: defaults })).toEqual(site);
    const similar = extractSpamFeatures(signals("Buy cheap watches at the best shop"));
    const before = scoreSpam(similar, defaults, null);
    const after = scoreSpam(similar, defaults, site);
    expect(after.score).toBeGreaterThan(before.score + 0.3);
    expect(after.reasons.some((reason) => reason.weight > 0 && /watches|buy|shop|prices/.test(reason.signal))).toBe(
      true,
    );
    const unrelated = extractSpamFeatures(signals("The second verse is my favourite part of the song"));
    expect(
      Math.abs(scoreSpam(unrelated, defaults, site).score - scoreSpam(unrelated, defaults, null).score),
    ).toBeLessThan(0.3);
  });

  it("stores a site's weights compactly and reads them back", () => {
    const model = {
      bias: -0.75,
      weights: new Map([
        [3, 1.5],
        [262_143, -0.125],
        [77, 0.3],
      ]),
    };
    const parsed = parseSpamWeights(serializeSpamWeights(model));
    expect(parsed.bias).toBe(-0.75);
    expect([...parsed.weights.keys()]).toEqual([3, 77, 262_143]);
    expect(parsed.weights.get(262_143)).toBe(-0.125);
    expect(parsed.weights.get(77)).toBeCloseTo(0.3, 6);
    expect(parseSpamWeights(serializeSpamWeights({ bias: 0, weights: new Map() }))).toEqual({
      bias: 0,
      weights: new Map(),
    });

    const crowded = new Map(Array.from({ length: 60_000 }, (_, n) => [n, (n % 2 ? 1 : -1) * (n + 1) * 1e-4]));
    const stored = serializeSpamWeights({ bias: 0, weights: crowded });
    expect(stored.length).toBeLessThan(2 * 1024 * 1024);
    const kept = parseSpamWeights(stored).weights;
    expect(kept.size).toBe(50_000);
    expect(kept.has(59_999)).toBe(true);
    expect(kept.has(0)).toBe(false);
    expect(() => parseSpamWeights("s1:AAAA")).toThrow();
    expect(() => parseSpamWeights("{}")).toThrow();
  });
});
