import { randomIp } from "./api-client";

/**
 * Asks next-auth for a dashboard link as the sign-in and sign-up pages do: its CSRF cookie and
 * token, then the form's POST (from a fresh IP unless `headers` names one), answered as it comes.
 */
export async function askForDashboardLink(
  baseUrl: string,
  address: string,
  options: { callbackUrl?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  return fetch(`${baseUrl}/api/auth/signin/email`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: cookie,
      "X-Forwarded-For": randomIp(),
      ...options.headers,
    },
    body: new URLSearchParams({
      email: address,
      csrfToken,
      callbackUrl: options.callbackUrl ?? "/dashboard",
      json: "true",
    }),
    redirect: "manual",
  });
}
