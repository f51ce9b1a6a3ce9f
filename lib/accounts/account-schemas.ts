import { z } from "zod";

import { displayNameSchema } from "@/lib/core/display-name-schema";

/** The longest account name, after normalization (the sidebar and invitation mails show it). */
export const maxAccountNameLength = 100;

/** Settings → General: the account's new name, normalized like every other display name. */
export const renameAccountBody = z.object({ name: displayNameSchema(maxAccountNameLength) });

/** The account switcher: which of the member's accounts to work in. */
export const switchAccountBody = z.object({ account_id: z.string().min(1).max(100) });

/** Deleting an account: its name, typed again as the confirmation. */
export const deleteAccountBody = z.object({
  confirm_name: z.string().max(500, "is longer than any account name"),
});

/** Leaving an account needs nothing more than who asks (taken from the session). */
export const leaveAccountBody = z.object({});
