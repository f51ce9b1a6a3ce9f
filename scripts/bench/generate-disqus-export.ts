import { once } from "node:events";
import { createWriteStream } from "node:fs";

const words =
  "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua".split(
    " ",
  );

/** A deterministic pseudo-random sequence, so every run imports the same file. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Writes a Disqus export of `comments` posts over `comments / 50` threads (a third of the posts
 * replies to an earlier post of their thread), each message about `messageBytes` long; streamed to
 * disk, so the generator's memory stays flat too. Resolves with the file's size in bytes.
 */
export async function generateDisqusExport(path: string, comments: number, messageBytes: number): Promise<number> {
  const out = createWriteStream(path);
  let bytes = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, "drain");
  };
  const random = sequence(42);
  const threads = Math.max(1, Math.ceil(comments / 50));
  await write(
    '<?xml version="1.0" encoding="utf-8"?>\n<disqus xmlns="http://disqus.com" xmlns:dsq="http://disqus.com/disqus-internals">\n',
  );
  for (let t = 0; t < threads; t++) {
    await write(
      `  <thread dsq:id="t${t}">\n    <link>https://bench.example.com/posts/${t}/</link>\n    <title>Post ${t}</title>\n    <isClosed>false</isClosed>\n    <isDeleted>false</isDeleted>\n  </thread>\n`,
    );
  }
  const start = Date.UTC(2015, 0, 1);
  for (let p = 0; p < comments; p++) {
    const thread = p % threads;
    // An earlier post of the same thread, for a third of the posts.
    const parent =
      p >= threads && random() < 1 / 3
        ? p - threads * (1 + Math.floor(random() * Math.min(5, Math.floor(p / threads))))
        : -1;
    let message = "";
    while (message.length < messageBytes) message += `${words[Math.floor(random() * words.length)]} `;
    const created = new Date(start + p * 60_000).toISOString();
    await write(
      `  <post dsq:id="${p}">\n    <message><![CDATA[<p>${message.trim()}</p>]]></message>\n    <createdAt>${created}</createdAt>\n` +
        `    <isDeleted>false</isDeleted>\n    <isSpam>${random() < 0.02}</isSpam>\n` +
        `    <author><email>reader${p % 5000}@example.com</email><name>Reader ${p % 5000}</name><isAnonymous>false</isAnonymous></author>\n` +
        `    <thread dsq:id="t${thread}" />\n${parent >= 0 ? `    <parent dsq:id="${parent}" />\n` : ""}  </post>\n`,
    );
  }
  await write("</disqus>\n");
  out.end();
  await once(out, "finish");
  return bytes;
}
