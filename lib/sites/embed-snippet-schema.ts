import { z } from "zod";

/** The embed snippet: the HTML to paste, and its parts. */
export const embedSnippetSchema = z
  .object({ site_id: z.string(), script_url: z.string(), container_id: z.string(), html: z.string() })
  .meta({ id: "EmbedSnippet" });
