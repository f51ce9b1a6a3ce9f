import { describe, expect, it } from "vitest";

import { lowestIdAt } from "@/lib/core/lowest-id-at";
import { newId } from "@/lib/core/new-id";
import { timeOfId } from "@/lib/core/time-of-id";

describe("the time in an id", () => {
  it("reads the millisecond an id was made at", () => {
    const before = Date.now();
    const id = newId("evt");
    expect(timeOfId(id)).toBeGreaterThanOrEqual(before);
    expect(timeOfId(id)).toBeLessThanOrEqual(Date.now());
  });

  it("bounds ids by time: earlier ids sort below the lowest id of a millisecond, later ones above", () => {
    const id = newId("evt");
    const made = timeOfId(id);
    expect(lowestIdAt("evt", made) < id).toBe(true);
    expect(lowestIdAt("evt", made + 1) > id).toBe(true);
    expect(lowestIdAt("evt", made - 30_000) < lowestIdAt("evt", made)).toBe(true);
    expect(timeOfId(lowestIdAt("evt", made))).toBe(made);
    expect(lowestIdAt("evt", made)).toMatch(/^evt_[0-7][0-9a-hjkmnp-tv-z]{25}$/);
  });
});
