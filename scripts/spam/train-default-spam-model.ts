// `npm run spam:train`: trains the shared default spam model on the YouTube Spam Collection
// (tests/fixtures/spam, CC BY 4.0: T. C. Alberto, J. V. Lochter, T. A. Almeida, TubeSpam, ICMLA 2015)
// and writes lib/screening/default-spam-model.json. Same data and seed: the same bytes.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";

import { buildDefaultSpamModel } from "./build-default-spam-model";
import { formatDefaultSpamModel } from "./format-default-spam-model";
import { readSpamCorpus } from "./read-spam-corpus";
import { defaultSpamSeed, spamCorpusFiles, spamCorpusFolder } from "./spam-corpus-files";

const rows = spamCorpusFiles.flatMap((file) => readSpamCorpus(resolve(spamCorpusFolder, file)));
const model = buildDefaultSpamModel(rows, defaultSpamSeed);
const target = resolve(import.meta.dirname, "../../lib/screening/default-spam-model.json");
const text = formatDefaultSpamModel(model, defaultSpamSeed, spamCorpusFiles);
writeFileSync(target, text);
console.log(`${rows.length} comments → ${model.weights.size} weights, ${text.length} bytes: ${target}`);
