/** A post or page of the exported WordPress site that has comments. */
export type WordpressThread = { kind: "thread"; line: number; sourceId: string; link: string; title: string };

/** One exported comment; `content` is the text or HTML WordPress stored. */
export type WordpressComment = {
  kind: "comment";
  line: number;
  sourceId: string;
  threadSourceId: string;
  parentSourceId: string | null;
  content: string;
  createdAt: Date;
  /** WordPress's `comment_approved`: approved (1), pending (0), spam or trash. */
  status: "approved" | "pending" | "spam" | "trash";
  author: { name: string; email: string | null; url: string | null };
};

/** A post or comment that cannot be imported, where it is in the file, and why. */
export type WordpressRejected = {
  kind: "rejected";
  line: number;
  element: "item" | "comment";
  sourceId: string | null;
  reason: string;
};

/** What reading a WordPress export yields, record by record, in file order. */
export type WordpressRecord = WordpressThread | WordpressComment | WordpressRejected;
