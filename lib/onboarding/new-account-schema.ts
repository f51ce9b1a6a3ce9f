import { z } from "zod";

import { displayNameSchema } from "@/lib/core/display-name-schema";
import { maxSiteNameLength } from "@/lib/sites/site-schemas";

/** The longest account name, in characters (a site name's limit: the CLI names both alike). */
export const maxAccountNameLength = maxSiteNameLength;

/** What the welcome page asks a new owner: the account's name and the first site's name and domain. */
export const newAccountSchema = z.strictObject({
  account_name: displayNameSchema(maxAccountNameLength),
  site_name: displayNameSchema(maxSiteNameLength),
  // Checked by normalizeDomain on the server, which also takes a pasted address apart.
  domain: z.string().trim().min(1, "enter the domain your pages are on, e.g. blog.example.com").max(2048),
});

/** The welcome form's values. */
export type NewAccountInput = z.output<typeof newAccountSchema>;
