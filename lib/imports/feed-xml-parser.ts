import type { SaxesParser } from "saxes";

/**
 * Feeds a stream of UTF-8 bytes (or text) to an XML parser chunk by chunk, and after each chunk
 * yields the records its handlers pushed to `ready`: the consumer's pace sets the reading pace, so
 * no more than one chunk's records are ever held. Characters split across chunks decode whole.
 */
export async function* feedXmlParser<T>(
  parser: SaxesParser,
  chunks: AsyncIterable<string | Uint8Array>,
  ready: T[],
): AsyncGenerator<T> {
  const decoder = new TextDecoder("utf-8");
  for await (const chunk of chunks) {
    parser.write(typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }));
    yield* ready.splice(0);
  }
  parser.write(decoder.decode());
  parser.close();
  yield* ready.splice(0);
}
