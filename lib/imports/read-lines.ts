/** A line of a text stream, or the position of one too long to hold. */
export type TextLine = { line: number; text: string; tooLong: false } | { line: number; text: ""; tooLong: true };

/**
 * Splits a stream of UTF-8 bytes into lines as it arrives, holding at most one line (and at most
 * `maxLength` characters of it: a longer line is reported, not kept). Empty lines are skipped.
 */
export async function* readLines(
  chunks: AsyncIterable<string | Uint8Array>,
  maxLength: number,
): AsyncGenerator<TextLine> {
  const decoder = new TextDecoder("utf-8");
  let current = "";
  let overflow = false;
  let line = 1;
  const finish = function* (): Generator<TextLine> {
    if (overflow) yield { line, text: "", tooLong: true };
    else if (current.trim()) yield { line, text: current.replace(/\r$/, ""), tooLong: false };
    current = "";
    overflow = false;
    line++;
  };
  const take = function* (text: string): Generator<TextLine> {
    let start = 0;
    for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
      if (!overflow) current += text.slice(start, end);
      if (current.length > maxLength) overflow = true;
      yield* finish();
      start = end + 1;
    }
    if (!overflow) current += text.slice(start);
    if (current.length > maxLength) {
      overflow = true;
      current = "";
    }
  };
  for await (const chunk of chunks)
    yield* take(typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }));
  yield* take(decoder.decode());
  yield* finish();
}
