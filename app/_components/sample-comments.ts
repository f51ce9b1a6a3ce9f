import escapeHtml from "escape-html";

/** A made-up comment of the appearance preview, in the shape the widget reads from the API. */
export type SampleComment = {
  id: string;
  parent_id: string | null;
  content: string;
  content_html: string;
  author_name: string;
  author_kind: "guest";
  author_id: null;
  status: "approved";
  deleted: false;
  upvotes: number;
  reaction_counts: Partial<Record<"funny" | "interesting" | "insightful", number>>;
  created_at: string;
  edited_at: null;
  replies: SampleComment[];
};

type Seed = {
  author: string;
  minutesAgo: number;
  score: number;
  text: string;
  reactions: SampleComment["reaction_counts"];
  replies?: Seed[];
};

const first: Seed = {
  author: "Ada",
  minutesAgo: 180,
  score: 14,
  text: "This is the clearest explanation of the topic I have read. The second example made it click.",
  reactions: { insightful: 5, interesting: 2 },
  replies: [
    {
      author: "Grace",
      minutesAgo: 95,
      score: 6,
      text: "Agreed! Does the same work for nested lists?",
      reactions: { interesting: 1 },
      replies: [
        { author: "Alan", minutesAgo: 40, score: 3, text: "It does, one level at a time.", reactions: { funny: 1 } },
      ],
    },
  ],
};
const second: Seed = {
  author: "Katherine",
  minutesAgo: 20,
  score: 2,
  text: "Bookmarked for the next time I need it.",
  reactions: {},
};

function toComment(seed: Seed, parentId: string | null, now: number): SampleComment {
  const id = `cmt_sample_${seed.author.toLowerCase()}`;
  return {
    id,
    parent_id: parentId,
    content: seed.text,
    // Our own fixed sentences, escaped all the same.
    content_html: `<p>${escapeHtml(seed.text)}</p>`,
    author_name: seed.author,
    author_kind: "guest",
    author_id: null,
    status: "approved",
    deleted: false,
    upvotes: seed.score,
    reaction_counts: seed.reactions,
    created_at: new Date(now - seed.minutesAgo * 60_000).toISOString(),
    edited_at: null,
    replies: (seed.replies ?? []).map((reply) => toComment(reply, id, now)),
  };
}

/** The preview's top-level comments, with replies nested, in the site's default order. */
export function sampleComments(sort: "top" | "newest" | "oldest", now = Date.now()): SampleComment[] {
  const seeds = sort === "newest" ? [second, first] : [first, second];
  return seeds.map((seed) => toComment(seed, null, now));
}
