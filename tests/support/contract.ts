import addFormats from "ajv-formats";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";

type Media = { schema?: object };
type ResponseObject = { $ref?: string; content?: Record<string, Media> };
type Document = {
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components: { schemas: Record<string, object>; responses: Record<string, ResponseObject> };
};

/** What a test's response is checked with: the method and path it was sent to, and what came back. */
export type SentAndAnswered = {
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  text: string;
  json: unknown;
};

let loaded: Promise<{ document: Document; ajv: Ajv2020; templates: { path: string; pattern: RegExp }[] }> | undefined;
const validators = new Map<string, ValidateFunction>();

function load(baseUrl: string) {
  loaded ??= (async () => {
    const res = await fetch(`${baseUrl}/v1/openapi.json`);
    if (!res.ok) throw new Error(`GET /v1/openapi.json answered ${res.status}`);
    const document = (await res.json()) as Document;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: "threadline", components: document.components });
    // Literal segments before parameters: /v1/comments/counts is not /v1/comments/{comment_id}.
    const templates = Object.keys(document.paths)
      .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+")}$`) }))
      .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
    return { document, ajv, templates };
  })();
  return loaded;
}

function validatorFor(ajv: Ajv2020, key: string, schema: object): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    const rooted = JSON.parse(JSON.stringify(schema).replaceAll('"#/components', '"threadline#/components'));
    validate = ajv.compile(rooted);
    validators.set(key, validate);
  }
  return validate;
}

/**
 * Checks a real answer against the OpenAPI document: its status is one the operation declares,
 * and its body has the declared media type and schema. Answers outside /v1's operations (other
 * paths, methods a path does not serve, preflights) and server faults (5xx, provoked by the crash
 * tests) are not the document's to describe. Returns what is wrong, or null.
 */
export async function contractViolation(baseUrl: string, answer: SentAndAnswered): Promise<string | null> {
  const method = answer.method.toLowerCase();
  if (method === "options" || method === "head" || (answer.status >= 500 && answer.status !== 503)) return null;
  const { document, ajv, templates } = await load(baseUrl);
  const pathname = new URL(answer.path, baseUrl).pathname;
  const template = templates.find(({ pattern }) => pattern.test(pathname))?.path;
  const operation = template ? document.paths[template]?.[method] : undefined;
  if (!template || !operation) return null;
  const what = `${answer.method} ${template} answered ${answer.status}`;
  let response = operation.responses[String(answer.status)];
  if (!response) return `${what}, which the document does not declare`;
  if (response.$ref) response = document.components.responses[response.$ref.split("/").pop()!]!;
  const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
  if (!mediaType) return answer.text === "" ? null : `${what} with a body, where the document declares none`;
  if (!answer.contentType?.startsWith(mediaType)) return `${what} as ${answer.contentType}, not ${mediaType}`;
  const json = mediaType === "application/json" || mediaType.endsWith("+json");
  if (!json || !media?.schema) return null;
  const validate = validatorFor(ajv, `${template} ${method} ${answer.status}`, media.schema);
  if (validate(answer.json)) return null;
  return `${what} with a body the document does not describe: ${ajv.errorsText(validate.errors)}`;
}
