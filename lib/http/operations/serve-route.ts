import { browserPreflight } from "../browser-preflight";
import { methodNotAllowed } from "../method-not-allowed";
import type { HttpMethod, Operation } from "./operation";

type Handler = Operation["serve"];
type RouteHandlers = Record<HttpMethod | "OPTIONS", Handler>;

const methods: HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function listAllowed(allowed: string[]): Handler {
  const allow = [...allowed, "OPTIONS"].join(", ");
  return async () => new Response(null, { status: 204, headers: { Allow: allow } });
}

/**
 * A route file's handlers, all derived from the operations declared on its path: each declared
 * method, 405 with `Allow` for the others, and OPTIONS (a CORS preflight where browsers call it).
 */
export function serveRoute(...operations: Operation[]): RouteHandlers {
  const path = operations[0]!.declaration.path;
  const stray = operations.find((op) => op.declaration.path !== path);
  if (stray) throw new Error(`serveRoute: ${stray.declaration.path} is not ${path}`);
  const declared = new Map(operations.map((op) => [op.declaration.method, op]));
  const allowed = methods.filter((method) => declared.has(method));
  const refuse = methodNotAllowed(...allowed);
  const browserMethods = operations.filter((op) => op.declaration.auth === "client").map((op) => op.declaration.method);
  const handlers = Object.fromEntries(methods.map((method) => [method, declared.get(method)?.serve ?? refuse]));
  return {
    ...handlers,
    OPTIONS: browserMethods.length ? browserPreflight(...browserMethods) : listAllowed(allowed),
  } as RouteHandlers;
}
