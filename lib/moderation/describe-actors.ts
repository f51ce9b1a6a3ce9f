import { db } from "@/lib/db/client";

/**
 * Names the actors of history entries for people: a member by name and e-mail, an API key as
 * "API key …<last 4 of its prefix>", `system` as "Automatic", a reader or guest as the author.
 */
export async function describeActors(accountId: string, actors: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(actors)];
  const idsOf = (prefix: string) => unique.filter((a) => a.startsWith(prefix)).map((a) => a.slice(prefix.length));
  const [members, keys] = await Promise.all([
    db().member.findMany({ where: { id: { in: idsOf("member:") } }, select: { id: true, name: true, email: true } }),
    db().apiKey.findMany({
      where: { id: { in: idsOf("api_key:") }, accountId },
      select: { id: true, prefix: true, name: true },
    }),
  ]);
  const labels = new Map<string, string>();
  for (const m of members) labels.set(`member:${m.id}`, m.name ? `${m.name} (${m.email})` : m.email);
  for (const k of keys) labels.set(`api_key:${k.id}`, `API key …${k.prefix.slice(-4)}${k.name ? ` (${k.name})` : ""}`);
  for (const actor of unique) {
    if (labels.has(actor)) continue;
    if (actor === "system") labels.set(actor, "Automatic");
    else if (actor.startsWith("reader:") || actor === "guest") labels.set(actor, "The author");
    else if (actor.startsWith("member:")) labels.set(actor, "A former member");
    else if (actor.startsWith("api_key:")) labels.set(actor, "An API key");
    else labels.set(actor, actor);
  }
  return labels;
}
