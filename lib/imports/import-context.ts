import type { ImportThread } from "./import-records";

/** A rule that moves threads to a new address: a URL starting with `from` starts with `to` instead. */
export type UrlRewrite = { from: string; to: string };

/** What an import's batches share: where they write, and what they learned of the file's threads so far. */
export type ImportContext = {
  siteId: string;
  accountId: string;
  livemode: boolean;
  rewrite: UrlRewrite | null;
  /** The file's threads by their source id (null: the thread was rejected). */
  threads: Map<string, ImportThread | null>;
  /** The characters of the ids, links and titles in `threads`, held to the import's limit. */
  threadCharacters: number;
  /** Threadline thread ids by normalized URL, once known to exist (committed). */
  threadIds: Map<string, string>;
};

/** A thread link after the import's rewrite rule, if it has one and the link starts with its `from`. */
export function rewriteThreadUrl(link: string, rewrite: UrlRewrite | null): string {
  return rewrite && link.startsWith(rewrite.from) ? rewrite.to + link.slice(rewrite.from.length) : link;
}
