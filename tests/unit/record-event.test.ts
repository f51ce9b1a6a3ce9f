import { describe, expect, it } from "vitest";

import type { Tx } from "@/lib/db/transaction";
import { recordEvent } from "@/lib/events/record-event";
import { eventSubscribers } from "@/lib/events/subscribe-to-events";

describe("recordEvent", () => {
  it("refuses to record an event in a process that registered no subscribers, before writing anything", async () => {
    expect(eventSubscribers()).toEqual([]);
    // A transaction that fails any statement: the refusal must come first.
    const tx = new Proxy(
      {},
      {
        get: () => {
          throw new Error("wrote to the database");
        },
      },
    ) as unknown as Tx;
    await expect(
      recordEvent(tx, { accountId: "acct_x", siteId: null, livemode: true, type: "site.created", object: {} }),
    ).rejects.toThrow(/no event subscribers/);
  });
});
