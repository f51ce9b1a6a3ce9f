import pg from "pg";

const CHAR_OID = 18;
const TEXT_OID = 25;

type QueryFn = (...args: unknown[]) => unknown;

function relabelCharFields<T>(result: T): T {
  const fields = (result as { fields?: { dataTypeID: number }[] } | null)?.fields;
  for (const field of fields ?? []) if (field.dataTypeID === CHAR_OID) field.dataTypeID = TEXT_OID;
  return result;
}

function patchClient(client: pg.PoolClient): void {
  const original = client.query.bind(client) as QueryFn;
  const patched: QueryFn = (...args) => {
    const callback = args[args.length - 1];
    if (typeof callback === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) =>
        callback(error, error ? result : relabelCharFields(result));
      return original(...args);
    }
    const out = original(...args);
    return out instanceof Promise ? out.then(relabelCharFields) : out;
  };
  (client as unknown as { query: QueryFn }).query = patched;
}

/**
 * A pg pool whose results report `"char"` columns (OID 18, used all over pg_catalog) as text:
 * @prisma/adapter-pg rejects that type, which breaks the schema engine's database describer.
 */
export function createCharAsTextPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on("connect", patchClient);
  pool.on("error", () => {}); // an idle client dropped by the server must not crash the process
  return pool;
}
