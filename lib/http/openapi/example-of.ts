type JsonSchema = Record<string, unknown>;

// Values by field name read better in a copied sample than "string".
const byName: Record<string, unknown> = {
  site_id: "site_01jd5x0m6pfe8bxk4gq2vwy3zr",
  parent_id: "cmt_01jd5x0m6pfe8bxk4gq2vwy3zr",
  thread_url: "https://example.com/blog/hello-world",
  url: "https://example.com/hooks/threadline",
  content: "Great post, thanks!",
  author_name: "Ada",
  email: "ada@example.com",
  name: "Example blog",
  domains: ["example.com"],
  comment_ids: ["cmt_01jd5x0m6pfe8bxk4gq2vwy3zr"],
  events: ["comment.created"],
  action: "approve",
};

function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const ref = schema.$ref;
  return typeof ref === "string" ? (components[ref.split("/").pop()!] ?? {}) : schema;
}

function stringExample(schema: JsonSchema): string {
  if (schema.format === "email") return "ada@example.com";
  if (schema.format === "uri") return "https://example.com/";
  if (schema.format === "date-time") return "2026-11-27T09:30:00.000Z";
  return "string";
}

/** A small example value for a JSON schema (required fields only), for the reference's request samples. */
export function exampleOf(
  input: JsonSchema,
  components: Record<string, JsonSchema>,
  name?: string,
  depth = 0,
): unknown {
  const schema = resolve(input, components);
  if (name && name in byName) return byName[name];
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ("default" in schema) return schema.default;
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices)
    return exampleOf(choices.find((choice) => choice.type !== "null") ?? choices[0]!, components, name, depth);
  if (depth > 4) return undefined;
  switch (schema.type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(
        required.map((key) => [key, exampleOf(properties[key] ?? {}, components, key, depth + 1)]),
      );
    }
    case "array":
      return (schema.minItems as number | undefined)
        ? [exampleOf((schema.items ?? {}) as JsonSchema, components, undefined, depth + 1)]
        : [];
    case "integer":
    case "number":
      return (schema.minimum as number | undefined) ?? 1;
    case "boolean":
      return true;
    case "string":
      return stringExample(schema);
    default:
      return undefined;
  }
}
