import { describe, expect, it } from "vitest";

import { bindStatement, defineStatement } from "../../lib/db/sql-builder";

const byThread = defineStatement((q, p: { threadId: string; livemode: boolean; limit: number }, dialect) =>
  q
    .selectFrom("Comment")
    .select(["id", "status"])
    .where("threadId", "=", p.threadId)
    .where("livemode", "=", p.livemode)
    .where("status", "=", "approved")
    .limit(p.limit)
    .$if(dialect === "postgresql", (rows) => rows.forUpdate()),
);

describe("a fixed statement", () => {
  it("compiles once per dialect and binds each call's values in their places, constants kept", () => {
    const first = bindStatement(byThread, "sqlite", { threadId: "thr_1", livemode: true, limit: 5 });
    expect(first.sql).toBe(
      'select "id", "status" from "Comment" where "threadId" = ? and "livemode" = ? and "status" = ? limit ?',
    );
    expect(first.parameters).toEqual(["thr_1", true, "approved", 5]);
    const compiled = byThread.compiled.sqlite;
    const second = bindStatement(byThread, "sqlite", { threadId: "thr_2", livemode: false, limit: 9 });
    expect(byThread.compiled.sqlite).toBe(compiled);
    expect(second.parameters).toEqual(["thr_2", false, "approved", 9]);

    const postgres = bindStatement(byThread, "postgresql", { threadId: "thr_3", livemode: true, limit: 1 });
    expect(postgres.sql).toBe(
      'select "id", "status" from "Comment" where "threadId" = $1 and "livemode" = $2 and "status" = $3 limit $4 for update',
    );
    expect(postgres.parameters).toEqual(["thr_3", true, "approved", 1]);
  });

  it("refuses a call that leaves a parameter without a value", () => {
    expect(() => bindStatement(byThread, "sqlite", { threadId: "thr_1", livemode: true } as never)).toThrow(
      /no value for the statement's parameter limit/,
    );
  });
});
