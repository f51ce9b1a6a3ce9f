import { deriveKey } from "./derive-key";

/** next-auth's secret (it hashes sign-in tokens and signs its CSRF cookie with it), derived from the server secret. */
export function dashboardAuthSecret(): string {
  return deriveKey("dashboard-auth").toString("base64url");
}
