/** The formats an import reads: Disqus XML, WordPress WXR, and Threadline's own JSON Lines export. */
export const importFormats = ["disqus", "wordpress", "threadline"] as const;

/** One of the formats an import reads. */
export type ImportFormat = (typeof importFormats)[number];

/** A page of the source site: its comments refer to it by `sourceId`. */
export type ImportThread = {
  kind: "thread";
  line: number;
  sourceId: string;
  link: string;
  title: string | null;
  locked: boolean;
};

/** The statuses an imported comment can be stored in (a source's own statuses map onto these). */
export type ImportStatus = "approved" | "pending" | "spam" | "rejected" | "deleted";

/** One comment of the source, in Threadline's terms: Markdown content, a mapped status, a prefixed source id. */
export type ImportComment = {
  kind: "comment";
  line: number;
  /** Unique on the site whatever the file: "disqus:…", "wordpress:…" or a Threadline comment id. */
  sourceId: string;
  threadSourceId: string;
  parentSourceId: string | null;
  content: string;
  status: ImportStatus;
  createdAt: Date;
  editedAt: Date | null;
  authorName: string;
  authorEmail: string | null;
  upvotes: number;
  reactions: { funny: number; interesting: number; insightful: number };
};

/** A record that cannot be imported: where it is in the file, and why. */
export type ImportRejected = { kind: "rejected"; line: number; sourceId: string | null; code: string; message: string };

/** What every format's reader yields, in file order. */
export type ImportRecord = ImportThread | ImportComment | ImportRejected;

/** No votes or reactions: what Disqus and WordPress comments come with. */
export const noReactions = { funny: 0, interesting: 0, insightful: 0 };
