import { readFileSync } from "node:fs";
import { basename } from "node:path";

/** One labelled comment of the YouTube Spam Collection. */
export type SpamCorpusRow = { file: string; author: string; content: string; spam: boolean };

// RFC 4180: quoted fields with "" escapes; commas and line breaks inside quotes belong to the field.
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows.filter((cells) => cells.length > 1 || cells[0] !== "");
}

/** The comments of one corpus CSV file (COMMENT_ID,AUTHOR,DATE,CONTENT,CLASS; CLASS 1 = spam), in file order. */
export function readSpamCorpus(path: string): SpamCorpusRow[] {
  const [header, ...rows] = parseCsv(readFileSync(path, "utf8").replace(/^\ufeff/, ""));
  const column = (name: string) => {
    const at = header?.indexOf(name) ?? -1;
    if (at < 0) throw new Error(`${path}: no ${name} column`);
    return at;
  };
  const [author, content, label] = [column("AUTHOR"), column("CONTENT"), column("CLASS")];
  return rows.map((cells) => ({
    file: basename(path),
    author: cells[author] ?? "",
    content: cells[content] ?? "",
    spam: cells[label]?.trim() === "1",
  }));
}
