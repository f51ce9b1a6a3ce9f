import { SaxesParser } from "saxes";

import { appendFieldText } from "./append-field-text";
import type { DisqusPost, DisqusRecord, DisqusThread } from "./disqus-records";
import { feedXmlParser } from "./feed-xml-parser";

type Open = {
  element: "thread" | "post";
  line: number;
  sourceId: string | null;
  fields: Map<string, string>;
  refs: Map<string, string>;
};

// The fields read; any other element's text is dropped, so a record holds a few fields whatever the file puts in it.
const keptFields = new Set(["link", "title", "createdAt", "isClosed", "isDeleted", "isSpam", "message"]);
const keptAuthorFields = new Set(["name", "email", "username", "isAnonymous"]);

const yes = (value: string | undefined) => value?.trim().toLowerCase() === "true";

function parseDate(value: string | undefined): Date | null {
  if (!value?.trim()) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

function finishThread(open: Open): DisqusRecord {
  const link = open.fields.get("link")?.trim() ?? "";
  const reject = (reason: string): DisqusRecord => ({
    kind: "rejected",
    line: open.line,
    element: "thread",
    sourceId: open.sourceId,
    reason,
  });
  if (!open.sourceId) return reject("the thread has no dsq:id");
  if (!/^https?:\/\//i.test(link)) return reject("the thread has no http(s) link");
  const thread: DisqusThread = {
    kind: "thread",
    line: open.line,
    sourceId: open.sourceId,
    link,
    title: open.fields.get("title")?.trim() ?? "",
    createdAt: parseDate(open.fields.get("createdAt")),
    closed: yes(open.fields.get("isClosed")),
    deleted: yes(open.fields.get("isDeleted")),
  };
  return thread;
}

function finishPost(open: Open): DisqusRecord {
  const reject = (reason: string): DisqusRecord => ({
    kind: "rejected",
    line: open.line,
    element: "post",
    sourceId: open.sourceId,
    reason,
  });
  if (!open.sourceId) return reject("the post has no dsq:id");
  const threadSourceId = open.refs.get("thread");
  if (!threadSourceId) return reject("the post names no thread");
  const createdAt = parseDate(open.fields.get("createdAt"));
  if (!createdAt) return reject("the post has no valid createdAt");
  const email = open.fields.get("author/email")?.trim() || null;
  const post: DisqusPost = {
    kind: "post",
    line: open.line,
    sourceId: open.sourceId,
    threadSourceId,
    parentSourceId: open.refs.get("parent") ?? null,
    message: open.fields.get("message") ?? "",
    createdAt,
    deleted: yes(open.fields.get("isDeleted")),
    spam: yes(open.fields.get("isSpam")),
    author: {
      name: open.fields.get("author/name")?.trim() ?? "",
      email,
      username: open.fields.get("author/username")?.trim() || null,
      anonymous: yes(open.fields.get("author/isAnonymous")),
    },
  };
  return post;
}

/**
 * Reads a Disqus XML export as it streams in, yielding its threads and posts one by one in file
 * order (a record that cannot be imported comes as `rejected`, with its line), so that memory stays
 * flat whatever the file's size. Malformed XML throws, with the line and column.
 */
export async function* readDisqusExport(chunks: AsyncIterable<string | Uint8Array>): AsyncGenerator<DisqusRecord> {
  const parser = new SaxesParser({ position: true });
  const stack: string[] = [];
  const ready: DisqusRecord[] = [];
  let open: Open | null = null;
  let text = "";
  parser.on("opentag", (tag) => {
    stack.push(tag.name);
    text = "";
    const id = (tag.attributes as Record<string, string>)["dsq:id"] ?? null;
    if (stack.length === 2 && (tag.name === "thread" || tag.name === "post")) {
      open = { element: tag.name, line: parser.line, sourceId: id, fields: new Map(), refs: new Map() };
    } else if (
      open?.element === "post" &&
      stack.length === 3 &&
      (tag.name === "thread" || tag.name === "parent") &&
      id
    ) {
      open.refs.set(tag.name, id);
    }
  });
  parser.on("text", (value) => (text = appendFieldText(text, value)));
  parser.on("cdata", (value) => (text = appendFieldText(text, value)));
  parser.on("closetag", () => {
    const depth = stack.length;
    const name = stack.pop()!;
    if (!open) return;
    if (depth === 2) {
      ready.push(open.element === "thread" ? finishThread(open) : finishPost(open));
      open = null;
    } else if (depth === 3 && keptFields.has(name)) {
      open.fields.set(name, text);
    } else if (depth === 4 && stack[2] === "author" && keptAuthorFields.has(name)) {
      open.fields.set(`author/${name}`, text);
    }
    text = "";
  });
  yield* feedXmlParser(parser, chunks, ready);
}
