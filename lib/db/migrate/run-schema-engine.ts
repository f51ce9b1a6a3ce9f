import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";

import { loadSchemaEngine } from "./load-schema-engine";

type Bound = ReturnType<typeof bindMigrationAwareSqlAdapterFactory>;

/** Hands out connections, disposing each exactly once on `close()`; the first one is opened up front. */
async function trackConnections(inner: SqlMigrationAwareDriverAdapterFactory) {
  const open: SqlDriverAdapter[] = [];
  const track = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
    const dispose = adapter.dispose.bind(adapter);
    let disposed: Promise<void> | undefined;
    adapter.dispose = () => (disposed ??= dispose());
    open.push(adapter);
    return adapter;
  };
  // Opened here so that driver errors (bad URL, missing native module) reject normally: the
  // engine reports a failing connect() as an uncaught exception instead.
  let first: SqlDriverAdapter | undefined = track(await inner.connect());
  const close = async () => {
    for (const adapter of open.splice(0)) await adapter.dispose().catch(() => undefined);
  };
  try {
    await first.queryRaw({ sql: "SELECT 1", args: [], argTypes: [] });
  } catch (error) {
    await close();
    throw error;
  }
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: inner.provider,
    adapterName: inner.adapterName,
    async connect() {
      const adapter = first ?? track(await inner.connect());
      first = undefined;
      return adapter;
    },
    connectToShadowDb: async () => track(await inner.connectToShadowDb()),
  };
  return { factory, close };
}

/** Replaces the engine's "External error id#N" with the driver error it stands for. */
function explain(error: unknown, bound: Bound): unknown {
  const message = error instanceof Error ? error.message : String(error);
  const id = /External error id#(\d+)/.exec(message)?.[1];
  const cause = id === undefined ? undefined : bound.errorRegistry.consumeError(Number(id))?.error;
  if (cause === undefined) return error;
  const detail = cause instanceof Error ? cause.message : JSON.stringify(cause);
  return new Error(`${message.replace(/External error id#\d+/, detail)}`, { cause });
}

/**
 * Runs `work` against a fresh WASM schema engine bound to `adapterFactory` and the given schema
 * files, then frees the engine and closes every connection it opened.
 */
export async function runSchemaEngine<T>(
  root: string,
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  schemaFiles: [path: string, content: string][] | undefined,
  work: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const { SchemaEngine } = await loadSchemaEngine(root);
  const tracked = await trackConnections(adapterFactory);
  const bound = bindMigrationAwareSqlAdapterFactory(tracked.factory);
  const log = (line: string) => {
    if (process.env.THREADLINE_MIGRATE_DEBUG) console.error(line);
  };
  let engine: SchemaEngine | undefined;
  try {
    engine = await SchemaEngine.new({ datamodels: schemaFiles }, log, bound);
    return await work(engine);
  } catch (error) {
    throw explain(error, bound);
  } finally {
    engine?.free();
    await tracked.close();
  }
}
