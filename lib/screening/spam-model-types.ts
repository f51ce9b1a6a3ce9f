/** Sparse logistic-regression weights by feature index, plus the intercept. */
export type SpamWeights = { bias: number; weights: Map<number, number> };

/** One labelled comment as the trainer sees it: its feature indices and values, and whether it was spam. */
export type SpamExample = { indices: number[]; values: number[]; spam: boolean };
