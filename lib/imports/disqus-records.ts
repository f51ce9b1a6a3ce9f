/** A page of the exported site, as Disqus knew it. */
export type DisqusThread = {
  kind: "thread";
  line: number;
  sourceId: string;
  link: string;
  title: string;
  createdAt: Date | null;
  closed: boolean;
  deleted: boolean;
};

/** One exported comment; `message` is the HTML Disqus stored. */
export type DisqusPost = {
  kind: "post";
  line: number;
  sourceId: string;
  threadSourceId: string;
  parentSourceId: string | null;
  message: string;
  createdAt: Date;
  deleted: boolean;
  spam: boolean;
  author: { name: string; email: string | null; username: string | null; anonymous: boolean };
};

/** A thread or post that cannot be imported, where it is in the file, and why. */
export type DisqusRejected = {
  kind: "rejected";
  line: number;
  element: "thread" | "post";
  sourceId: string | null;
  reason: string;
};

/** What reading a Disqus export yields, record by record, in file order. */
export type DisqusRecord = DisqusThread | DisqusPost | DisqusRejected;
