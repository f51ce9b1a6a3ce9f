/** How far an import may go in each dimension of its file (docs/import-export.md#limits). */
export type ImportLimits = {
  /** Elements open at once in an XML file: Disqus exports nest 4 deep, WordPress 5. */
  xmlDepth: number;
  /** Attributes of one XML element: the exports' own carry a handful (the root its namespaces). */
  xmlAttributes: number;
  /** Elements in one XML file: about 25 million in a gigabyte of real Disqus posts. */
  xmlElements: number;
  /** One piece of XML the parser holds whole: a text node, CDATA section, attribute value, comment or name. */
  xmlPieceCharacters: number;
  /** Threads, comments and refused records together (IMPORT_MAX_RECORDS). */
  records: number;
  /** Threads the import keeps in memory while it runs (IMPORT_MAX_THREADS)… */
  threads: number;
  /** …and the characters of their ids, links and titles together (200 a thread on average). */
  threadCharacters: number;
  /** Replies kept waiting for a parent that comes later in the file… */
  waitingReplies: number;
  /** …and the characters of their content (Markdown and HTML) together. */
  waitingCharacters: number;
  /** A record's source id (and its thread's and parent's): a key on the site, not a text. */
  sourceIdLength: number;
};

function configured(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

/**
 * The limits of an import. Each one keeps an import's memory (or its time) bounded whatever the
 * file holds, far above what a real export needs; crossing one fails the import with its code.
 * The two a large site may need to raise, at the cost of memory or time, come from the environment.
 */
export function importLimits(): ImportLimits {
  const threads = configured("IMPORT_MAX_THREADS", 200_000);
  return {
    xmlDepth: 32,
    xmlAttributes: 64,
    xmlElements: 50_000_000,
    xmlPieceCharacters: 4_000_000,
    records: configured("IMPORT_MAX_RECORDS", 5_000_000),
    threads,
    threadCharacters: threads * 200,
    waitingReplies: 50_000,
    waitingCharacters: 20_000_000,
    sourceIdLength: 200,
  };
}
