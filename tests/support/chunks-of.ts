/** Bytes as a stream of `size`-byte chunks, so that characters and tags split across chunks. */
export async function* chunksOf(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}
