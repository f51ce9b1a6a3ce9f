import { json } from "@/lib/http/json-response";
import { buildOpenApiDocument } from "@/lib/http/openapi/build-openapi-document";

const document = buildOpenApiDocument();

export function GET(): Response {
  return json(document);
}
