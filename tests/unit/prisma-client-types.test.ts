import { describe, expectTypeOf, it } from "vitest";

import type { Prisma as PostgresPrisma } from "../../lib/db/generated/postgres/client";
import type { Prisma as SqlitePrisma } from "../../lib/db/generated/sqlite/client";

type ModelMap = { model: Record<string, { payload: { scalars: unknown } }> };
type RowsOf<Map extends ModelMap> = { [Model in keyof Map["model"]]: Map["model"][Model]["payload"]["scalars"] };

// lib/db/client.ts types the PostgreSQL client as the SQLite one: TypeScript cannot relate two
// generated copies of Prisma's generic types, so this checks (at `npm run typecheck`) what the cast
// relies on: the same models with the same columns of the same types, and the same enums.
describe("the two generated Prisma clients", () => {
  it("have the same models, columns and column types", () => {
    expectTypeOf<RowsOf<PostgresPrisma.TypeMap>>().toEqualTypeOf<RowsOf<SqlitePrisma.TypeMap>>();
    expectTypeOf<keyof PostgresPrisma.TypeMap["model"]>().toEqualTypeOf<keyof SqlitePrisma.TypeMap["model"]>();
  });
});
