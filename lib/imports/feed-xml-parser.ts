import type { SaxesParser } from "saxes";

import { boundXmlParser } from "./bound-xml-parser";
import { importLimits } from "./import-limits";

// What one write hands saxes: the most a piece it holds can grow by between two checks.
const writeSize = 64 * 1024;

/**
 * Feeds a stream of UTF-8 bytes (or text) to an XML parser chunk by chunk, and after each chunk
 * yields the records its handlers pushed to `ready`: the consumer's pace sets the reading pace, so
 * no more than one chunk's records are ever held. Characters split across chunks decode whole.
 * The file's depth, elements, attributes and pieces of text are held to the import's limits
 * (boundXmlParser): crossing one throws, with its code, before the parser holds more.
 */
export async function* feedXmlParser<T>(
  parser: SaxesParser,
  chunks: AsyncIterable<string | Uint8Array>,
  ready: T[],
): AsyncGenerator<T> {
  const checkHeld = boundXmlParser(parser, importLimits());
  const write = (text: string) => {
    // saxes carries a surrogate pair cut in two over to the next write.
    for (let start = 0; start < text.length; start += writeSize) {
      parser.write(text.slice(start, start + writeSize));
      checkHeld();
    }
  };
  const decoder = new TextDecoder("utf-8");
  for await (const chunk of chunks) {
    write(typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }));
    yield* ready.splice(0);
  }
  write(decoder.decode());
  parser.close();
  yield* ready.splice(0);
}
