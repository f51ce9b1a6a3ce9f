import { resolve } from "node:path";

/** The labelled corpus that the default spam model learns from (tests/fixtures/spam/README.md). */
export const spamCorpusFolder = resolve(import.meta.dirname, "../../tests/fixtures/spam");

/** The corpus files, in training order. */
export const spamCorpusFiles = ["Youtube01-Psy.csv", "Youtube02-KatyPerry.csv", "Youtube03-LMFAO.csv"];

/** The seed of the shared default model's training shuffle. */
export const defaultSpamSeed = 20261128;
