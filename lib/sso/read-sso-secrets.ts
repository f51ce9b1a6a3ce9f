import { openSealedSecret } from "@/lib/core/open-sealed-secret";
import { db } from "@/lib/db/client";

import { ssoSealPurpose } from "./create-sso-secret";

/** A site's SSO signing secrets in plain text, newest first, to verify identity tokens with. */
export async function readSsoSecrets(siteId: string): Promise<string[]> {
  const rows = await db().ssoSecret.findMany({ where: { siteId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map((row) => openSealedSecret(row.ciphertext, ssoSealPurpose));
}
