/** A made-up comment of the appearance preview. */
export type SampleComment = {
  id: string;
  author: string;
  minutesAgo: number;
  score: number;
  depth: number;
  text: string;
  reactions: Partial<Record<"funny" | "interesting" | "insightful", number>>;
};

const first: SampleComment[] = [
  { id: "a", author: "Ada", minutesAgo: 180, score: 14, depth: 0, text: "This is the clearest explanation of the topic I have read. The second example made it click.", reactions: { insightful: 5, interesting: 2 } },
  { id: "b", author: "Grace", minutesAgo: 95, score: 6, depth: 1, text: "Agreed! Does the same work for nested lists?", reactions: { interesting: 1 } },
  { id: "c", author: "Alan", minutesAgo: 40, score: 3, depth: 2, text: "It does, one level at a time.", reactions: { funny: 1 } },
];
const second: SampleComment[] = [
  { id: "d", author: "Katherine", minutesAgo: 20, score: 2, depth: 0, text: "Bookmarked for the next time I need it.", reactions: {} },
];

/** The preview's comments, their top-level ones in the site's default order, each followed by its replies. */
export function sampleComments(sort: "top" | "newest" | "oldest"): SampleComment[] {
  return sort === "newest" ? [...second, ...first] : [...first, ...second];
}
