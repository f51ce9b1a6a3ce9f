import { z } from "zod";

import { idSchema } from "@/lib/core/id-schema";

/** Path parameters of /v1/sites/{site_id}/sso-secrets/{secret_id}. */
export const ssoSecretParams = z.object({
  site_id: idSchema("site", "a site id"),
  secret_id: idSchema("sso", "an SSO secret id"),
});

/** An SSO secret as listed: never the secret itself. */
export const ssoSecretSchema = z
  .object({ id: z.string(), site_id: z.string(), hint: z.string(), created_at: z.iso.datetime() })
  .meta({ id: "SsoSecret" });

/** A new SSO secret: the only time `secret` is shown. */
export const createdSsoSecretSchema = ssoSecretSchema.extend({ secret: z.string() }).meta({ id: "CreatedSsoSecret" });

/** The list of a site's SSO secrets. */
export const ssoSecretListSchema = z
  .object({ sso_secrets: z.array(ssoSecretSchema), total: z.number().int(), page: z.number().int() })
  .meta({ id: "SsoSecretList" });

export type SsoSecretView = z.output<typeof ssoSecretSchema>;
