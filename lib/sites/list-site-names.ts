import { db } from "@/lib/db/client";

/** Every site of an account, id and name only, oldest first: for pickers and labels (a plan allows at most 500). */
export async function listSiteNames(accountId: string): Promise<{ id: string; name: string }[]> {
  return db().site.findMany({
    where: { accountId },
    select: { id: true, name: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}
