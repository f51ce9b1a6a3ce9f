import { readdirSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { apiAreas } from "@/lib/http/operations/api-areas";
import type { Operation } from "@/lib/http/operations/operation";

const operations = apiAreas.flatMap((area) =>
  Object.entries(area.operations).map(([operationId, operation]) => ({ operationId, operation })),
);

/** Every route file under app/api/v1 but the catch-all 404 and the document itself, as an OpenAPI path. */
function routeFiles(): { path: string; file: string }[] {
  return readdirSync("app/api/v1", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("route.ts") && !file.includes("[[...") && !file.startsWith("openapi.json"))
    .map((file) => ({
      file: `app/api/v1/${file}`,
      path: `/v1/${file.replace(/\/?route\.ts$/, "")}`.replace(/\[(\w+)\]/g, "{$1}").replace(/\/$/, ""),
    }));
}

async function routeModule(file: string): Promise<Record<string, Operation["serve"]>> {
  return import(/* @vite-ignore */ `@/${file}`);
}

describe("each /v1 operation is declared once", () => {
  it("names every operation with a unique camelCase operationId, and one declaration per method and path", () => {
    const ids = operations.map(({ operationId }) => operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z]+$/);
    const routes = operations.map(({ operation }) => `${operation.declaration.method} ${operation.declaration.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("serves every declaration from the route file at its path", async () => {
    const files = new Map(routeFiles().map(({ path, file }) => [path, file]));
    for (const { operationId, operation } of operations) {
      const { method, path } = operation.declaration;
      const file = files.get(path);
      expect(file, `${operationId}: no route file for ${path}`).toBeDefined();
      const served = await routeModule(file!);
      expect(served[method], `${operationId}: ${file} does not serve its declaration for ${method}`).toBe(
        operation.serve,
      );
    }
  });

  it("has a declaration for every route file and every method it serves", async () => {
    const served = new Set(operations.map(({ operation }) => operation.serve));
    const declaredPaths = new Set(operations.map(({ operation }) => operation.declaration.path));
    for (const { path, file } of routeFiles()) {
      expect(declaredPaths.has(path), `${file} serves ${path}, which no operation declares`).toBe(true);
      const handlers = await routeModule(file);
      const exported = Object.keys(handlers).filter((name) => name !== "dynamic");
      expect(exported.sort(), file).toEqual(["DELETE", "GET", "OPTIONS", "PATCH", "POST", "PUT"]);
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        const declared = operations.some(
          ({ operation }) => operation.declaration.path === path && operation.declaration.method === method,
        );
        // An undeclared method must be the derived 405, never a handler of its own.
        if (!declared) expect(served.has(handlers[method]!), `${file} ${method}`).toBe(false);
      }
    }
  });
});
