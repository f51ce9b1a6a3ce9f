import { z } from "zod";

/** An e-mail address a reader gives for notifications: trimmed, lower-cased, at most 254 characters. */
export const mailAddressSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email("must be an e-mail address such as ada@example.com"))
  .transform((address) => address.toLowerCase());
