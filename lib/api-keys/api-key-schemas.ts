import { z } from "zod";

import { displayNameSchema } from "@/lib/core/display-name-schema";
import { idSchema } from "@/lib/core/id-schema";

import { maxApiKeyNameLength } from "./api-key-format";

/** A new API key: what it is for, and whether it reaches live or test data. */
export const createApiKeyBody = z.strictObject({
  name: displayNameSchema(maxApiKeyNameLength),
  mode: z.enum(["live", "test"], "must be live or test"),
});

/** One key of the account to revoke. */
export const revokeApiKeyBody = z.strictObject({ key_id: idSchema("ak", "an API key id") });
