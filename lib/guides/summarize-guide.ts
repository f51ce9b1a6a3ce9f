/** A guide's title and a one-line summary, read from its Markdown: the `# ` heading and the first plain paragraph. */
export function summarizeGuide(markdown: string): { title: string; summary: string } {
  const lines = markdown.split("\n");
  const title =
    lines
      .find((line) => line.startsWith("# "))
      ?.slice(2)
      .trim() ?? "";
  // After the colon, a title says what the guide covers ("Moderation: statuses, transitions and counts").
  const afterColon = title.includes(":") ? title.slice(title.indexOf(":") + 1).trim() : "";
  return { title, summary: afterColon ? capitalize(afterColon) : firstParagraph(lines) };
}

function firstParagraph(lines: string[]): string {
  const paragraphs: string[] = [];
  let current: string[] = [];
  let inFence = false;
  for (const line of lines) {
    if (line.startsWith("```")) inFence = !inFence;
    // An indented line continues a list item or is code: neither is the opening paragraph.
    const plain = !inFence && line.trim() !== "" && !/^(\s|[#>|!*-]|\d+\.|```)/.test(line);
    if (plain) current.push(line.trim());
    else if (current.length > 0) {
      paragraphs.push(current.join(" "));
      current = [];
    }
  }
  if (current.length > 0) paragraphs.push(current.join(" "));
  const text = plainText(paragraphs.find((paragraph) => plainText(paragraph).length >= 40) ?? "");
  const sentence = /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (sentence.length <= 200) return sentence;
  return `${sentence.slice(0, sentence.lastIndexOf(" ", 180)).replace(/[,;:]$/, "")}…`;
}

function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]/g, "")
    .trim();
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
