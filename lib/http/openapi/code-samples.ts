import type { OperationDeclaration } from "../operations/operation";

type Sample = { lang: string; label: string; source: string };

/** Placeholders for path parameters, shaped like real ids so that a copied sample reads right. */
const placeholders: Record<string, string> = {
  site_id: "site_01jd5x0m6pfe8bxk4gq2vwy3zr",
  comment_id: "cmt_01jd5x0m6pfe8bxk4gq2vwy3zr",
  thread_id: "thr_01jd5x0m6pfe8bxk4gq2vwy3zr",
  event_id: "evt_01jd5x0m6pfe8bxk4gq2vwy3zr",
  webhook_id: "whk_01jd5x0m6pfe8bxk4gq2vwy3zr",
  delivery_id: "whd_01jd5x0m6pfe8bxk4gq2vwy3zr",
  import_id: "imp_01jd5x0m6pfe8bxk4gq2vwy3zr",
  ban_id: "ban_01jd5x0m6pfe8bxk4gq2vwy3zr",
  secret_id: "sso_01jd5x0m6pfe8bxk4gq2vwy3zr",
  name: "insightful",
};

function concretePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => placeholders[name] ?? name);
}

function curlSample(op: OperationDeclaration, auth: boolean, query: Record<string, unknown>, body: unknown): string {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const url = `"$THREADLINE_URL${concretePath(op.path)}${search ? `?${search}` : ""}"`;
  const lines = [`curl ${op.method === "GET" ? "" : `-X ${op.method} `}${url}`];
  if (auth) lines.push(`-H "X-API-Key: $THREADLINE_API_KEY"`);
  if (op.upload) lines.push(`-H "Content-Type: ${op.upload.mediaTypes[0]}"`, "--data-binary @export.xml");
  if (body !== undefined)
    lines.push(`-H "Content-Type: application/json"`, `-d '${JSON.stringify(body).replaceAll("'", "'\\''")}'`);
  return lines.join(" \\\n  ");
}

function clientSample(op: OperationDeclaration, query: Record<string, unknown>, body: unknown): string {
  const params: string[] = [];
  const pathNames = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  if (pathNames.length)
    params.push(`path: { ${pathNames.map((name) => `${name}: "${placeholders[name] ?? name}"`).join(", ")} }`);
  if (Object.keys(query).length) params.push(`query: ${JSON.stringify(query)}`);
  const options = [
    ...(params.length ? [`params: { ${params.join(", ")} }`] : []),
    ...(body !== undefined ? [`body: ${JSON.stringify(body, null, 2).replaceAll("\n", "\n  ")}`] : []),
    ...(op.upload ? ['body: await readFile("export.xml")', "bodySerializer: (file) => file"] : []),
  ];
  const call = `await threadline.${op.method}("${op.path}"${options.length ? `, {\n  ${options.join(",\n  ")},\n}` : ""});`;
  return [
    'import { createThreadlineClient } from "@threadline/client";',
    "",
    "const threadline = createThreadlineClient({",
    "  baseUrl: process.env.THREADLINE_URL!,",
    "  apiKey: process.env.THREADLINE_API_KEY!,",
    "});",
    `const { data, error } = ${call}`,
  ].join("\n");
}

/** The operation's request in curl and in TypeScript with the typed client, as `x-codeSamples`. */
export function codeSamples(
  op: OperationDeclaration & { auth: string },
  query: Record<string, unknown>,
  body: unknown,
): Sample[] {
  return [
    { lang: "Shell", label: "curl", source: curlSample(op, op.auth !== "public", query, body) },
    { lang: "TypeScript", label: "TypeScript", source: clientSample(op, query, body) },
  ];
}
