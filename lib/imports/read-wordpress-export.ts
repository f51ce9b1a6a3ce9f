import { SaxesParser } from "saxes";

import { appendFieldText } from "./append-field-text";
import { feedXmlParser } from "./feed-xml-parser";
import type { WordpressComment, WordpressRecord } from "./wordpress-records";

const statuses: Record<string, WordpressComment["status"]> = {
  "1": "approved",
  "0": "pending",
  spam: "spam",
  trash: "trash",
  "post-trashed": "trash",
};

// The fields read; any other element's text is dropped, so a record holds a few fields whatever the file puts in it.
const itemFields = new Set(["wp:post_id", "link", "title"]);
const commentFields = new Set([
  "wp:comment_id",
  "wp:comment_type",
  "wp:comment_date_gmt",
  "wp:comment_date",
  "wp:comment_approved",
  "wp:comment_parent",
  "wp:comment_content",
  "wp:comment_author",
  "wp:comment_author_email",
  "wp:comment_author_url",
]);

// WordPress writes comment_date_gmt as "YYYY-MM-DD HH:MM:SS" in UTC ("0000-00-00 00:00:00" when unknown).
function parseGmt(value: string | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value?.trim() ?? "");
  if (!match || match[1] === "0000") return null;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A post as read so far; `threadSourceId` is set when it is announced (null if it was rejected). */
type Item = { line: number; fields: Map<string, string>; announced: boolean; threadSourceId: string | null };
type Comment = { line: number; fields: Map<string, string> };

/**
 * Reads a WordPress export (WXR) as it streams in, yielding each post that has comments (before
 * its first comment) and each comment, in file order; pingbacks and trackbacks are left out, and a
 * record that cannot be imported comes as `rejected` with its line. Posts' own bodies are never
 * held. Malformed XML throws, with the line and column.
 */
export async function* readWordpressExport(
  chunks: AsyncIterable<string | Uint8Array>,
): AsyncGenerator<WordpressRecord> {
  const parser = new SaxesParser({ position: true });
  const stack: string[] = [];
  const ready: WordpressRecord[] = [];
  let item: Item | null = null;
  let comment: Comment | null = null;
  let text = "";
  const threadOf = (open: Item): string | null => {
    const sourceId = open.fields.get("wp:post_id")?.trim() || null;
    const link = open.fields.get("link")?.trim() ?? "";
    const reason = !sourceId
      ? "the post has no wp:post_id"
      : !/^https?:\/\//i.test(link)
        ? "the post has no http(s) link"
        : null;
    if (reason || !sourceId) {
      ready.push({ kind: "rejected", line: open.line, element: "item", sourceId, reason: reason ?? "" });
      return null;
    }
    ready.push({ kind: "thread", line: open.line, sourceId, link, title: open.fields.get("title")?.trim() ?? "" });
    return sourceId;
  };
  const finishComment = (open: Comment, threadSourceId: string | null) => {
    const f = open.fields;
    const sourceId = f.get("wp:comment_id")?.trim() || null;
    const reject = (reason: string) =>
      ready.push({ kind: "rejected", line: open.line, element: "comment", sourceId, reason });
    const type = f.get("wp:comment_type")?.trim() ?? "";
    if (type === "pingback" || type === "trackback") return;
    if (!sourceId) return reject("the comment has no wp:comment_id");
    if (!threadSourceId) return reject("the comment's post cannot be imported");
    const createdAt = parseGmt(f.get("wp:comment_date_gmt")) ?? parseGmt(f.get("wp:comment_date"));
    if (!createdAt) return reject("the comment has no valid date");
    const status = statuses[f.get("wp:comment_approved")?.trim() ?? ""];
    if (!status)
      return reject(
        `the comment's status ${JSON.stringify(f.get("wp:comment_approved") ?? "")} is not one WordPress writes`,
      );
    const parent = f.get("wp:comment_parent")?.trim();
    ready.push({
      kind: "comment",
      line: open.line,
      sourceId,
      threadSourceId,
      parentSourceId: parent && parent !== "0" ? parent : null,
      content: f.get("wp:comment_content") ?? "",
      createdAt,
      status,
      author: {
        name: f.get("wp:comment_author")?.trim() ?? "",
        email: f.get("wp:comment_author_email")?.trim() || null,
        url: f.get("wp:comment_author_url")?.trim() || null,
      },
    });
  };
  parser.on("opentag", (tag) => {
    stack.push(tag.name);
    text = "";
    if (tag.name === "item" && stack.length === 3)
      item = { line: parser.line, fields: new Map(), announced: false, threadSourceId: null };
    if (tag.name === "wp:comment" && item && stack.length === 4) {
      // A post's fields come before its comments: it is announced once, before the first.
      if (!item.announced) {
        item.announced = true;
        item.threadSourceId = threadOf(item);
      }
      comment = { line: parser.line, fields: new Map() };
    }
  });
  parser.on("text", (value) => (text = appendFieldText(text, value)));
  parser.on("cdata", (value) => (text = appendFieldText(text, value)));
  parser.on("closetag", () => {
    const depth = stack.length;
    const name = stack.pop()!;
    if (comment && depth === 5) {
      if (commentFields.has(name)) comment.fields.set(name, text);
    } else if (comment && depth === 4) {
      finishComment(comment, item?.threadSourceId ?? null);
      comment = null;
    } else if (item && depth === 4 && itemFields.has(name)) item.fields.set(name, text);
    else if (item && depth === 3) item = null;
    text = "";
  });
  yield* feedXmlParser(parser, chunks, ready);
}
