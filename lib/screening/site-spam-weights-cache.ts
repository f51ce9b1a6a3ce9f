import type { SpamWeights } from "./spam-model-types";

/** A site's learned corrections as this server knows them, with the model version they came from. */
export type SiteSpamWeights = { version: number; checkedAt: number; weights: SpamWeights | null };

/** This server's copy of each active site's corrections (lib/screening/read-site-spam-weights.ts). */
export const siteSpamWeightsCache = new Map<string, SiteSpamWeights>();
