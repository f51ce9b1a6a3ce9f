import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

import type { SchemaEngine } from "@prisma/schema-engine-wasm";

type Bindings = {
  SchemaEngine: typeof SchemaEngine;
  version(): string;
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
};

let loading: Promise<Bindings> | undefined;

async function instantiate(root: string): Promise<Bindings> {
  // The package entry does `import "./x.wasm"`, which Node 20 cannot load without a flag:
  // load the JS glue, instantiate the .wasm next to it ourselves, then hand it over.
  const gluePath = createRequire(join(root, "package.json")).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const glue = (await import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(gluePath).href
  )) as Bindings;
  const bytes = await readFile(join(dirname(gluePath), "schema_engine_bg.wasm"));
  const imports = { "./schema_engine_bg.js": glue as unknown as WebAssembly.ModuleImports };
  const { instance } = await WebAssembly.instantiate(bytes, imports);
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return glue;
}

/** Loads the WebAssembly Prisma schema engine once per process (resolved from the project root's node_modules). */
export function loadSchemaEngine(root: string): Promise<Bindings> {
  loading ??= instantiate(root).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
