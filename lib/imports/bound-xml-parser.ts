import type { SaxesParser } from "saxes";

import { AppError } from "@/lib/core/app-error";

import type { ImportLimits } from "./import-limits";

/**
 * What saxes (pinned at 6.0.0) holds between writes: the piece being read (text, CDATA, comment,
 * attribute value, doctype), a tag or attribute name, an entity name, a processing instruction's
 * target, and its stack of open elements. None is public; all grow with the file.
 */
type SaxesBuffers = { text: string; name: string; entity: string; piTarget: string; tags: unknown[] };

const count = (value: number) => value.toLocaleString("en-US");

/**
 * Puts every dimension of an XML file under the import's limits, on a parser whose own handlers
 * are set: elements are counted and their depth and attributes checked as each one starts, before
 * saxes keeps anything of it, by throwing from the handler (which stops the parser at once).
 * Returns the check of what saxes holds in pieces that span writes (one text node may run for the
 * whole file), to call after every write: so a write adds at most its own length to what is held.
 */
export function boundXmlParser(parser: SaxesParser, limits: ImportLimits): () => void {
  const held = parser as unknown as SaxesBuffers;
  let elements = 0;
  let attributes = 0;
  parser.on("opentagstart", () => {
    attributes = 0;
    if (++elements > limits.xmlElements)
      throw new AppError("import_too_many_elements", `The file has more than ${count(limits.xmlElements)} elements.`);
    if (held.tags.length >= limits.xmlDepth)
      throw new AppError(
        "import_too_deep",
        `The file nests elements more than ${limits.xmlDepth} levels deep (line ${parser.line}): no export does.`,
      );
  });
  parser.on("attribute", () => {
    if (++attributes > limits.xmlAttributes)
      throw new AppError(
        "import_too_many_attributes",
        `An element has more than ${limits.xmlAttributes} attributes (line ${parser.line}).`,
      );
  });
  return () => {
    const longest = Math.max(held.text.length, held.name.length, held.entity.length, held.piTarget.length);
    if (longest > limits.xmlPieceCharacters)
      throw new AppError(
        "import_text_too_long",
        `A text, name or attribute value is longer than ${count(limits.xmlPieceCharacters)} characters (line ${parser.line}).`,
      );
  };
}
