/** The request header in which proxy.ts passes the asked-for path and query on to the pages. */
export const requestPathHeader = "x-threadline-path";

/** The path to come back to after signing in: the asked-for one when it is a plain local path, else the dashboard. */
export function signInReturnPath(asked: string | null): string {
  return asked && asked.startsWith("/") && !asked.startsWith("//") && !asked.startsWith("/\\") ? asked : "/dashboard";
}
