/** A doc file's name without `.md` (`webhooks`, `import-export`): the only names a guide can have. */
const docName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// /docs/api is the API reference (Scalar), so the guide docs/api.md is served beside it.
const renamed: Record<string, string> = { api: "api-guide" };

/** The URL slug of docs/<name>.md under /docs, or null for a name that is not a guide's. */
export function guideSlug(name: string): string | null {
  if (!docName.test(name)) return null;
  return renamed[name] ?? name;
}
