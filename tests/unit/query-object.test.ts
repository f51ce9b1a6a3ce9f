import { describe, expect, it } from "vitest";
import { z } from "zod";

import { queryObject } from "@/lib/http/query-object";

describe("queryObject", () => {
  const schema = z.object({ site_id: z.string(), thread_url: z.array(z.string()) });

  it("gives every value of a repeated parameter the schema takes as an array", () => {
    const params = new URLSearchParams("site_id=a&thread_url=x&thread_url=y&site_id=b");
    expect(queryObject(params, schema)).toEqual({ site_id: "b", thread_url: ["x", "y"] });
  });

  it("makes a lone value an array of one, and leaves a missing one missing", () => {
    expect(queryObject(new URLSearchParams("thread_url=x"), schema)).toEqual({ thread_url: ["x"] });
    expect(queryObject(new URLSearchParams("site_id=a"), schema)).toEqual({ site_id: "a" });
  });

  it("keeps one value per name for other schemas", () => {
    expect(queryObject(new URLSearchParams("a=1&a=2"), z.object({ a: z.string() }))).toEqual({ a: "2" });
  });
});
