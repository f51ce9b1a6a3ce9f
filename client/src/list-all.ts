/** One page of a list answer: the items under their own name, and whether more pages follow. */
type Page = { has_more: boolean } & Record<string, unknown>;

/** What a page fetch answers, as openapi-fetch does: data, or an error. */
type PageResult<P extends Page> = { data?: P; error?: unknown };

/**
 * Every item of a paged list, page after page (`page`, `per_page`, `has_more`), as an async
 * iterator: `for await (const site of listAll((page) => threadline.GET("/v1/sites", { params: { query: { page } } }), "sites"))`.
 * Throws the API's problem when a page fails.
 */
export async function* listAll<P extends Page, K extends keyof P>(
  fetchPage: (page: number) => Promise<PageResult<P>>,
  itemsKey: K,
): AsyncGenerator<P[K] extends (infer Item)[] ? Item : never> {
  for (let page = 1; ; page += 1) {
    const { data, error } = await fetchPage(page);
    if (!data) throw Object.assign(new Error("Threadline API error"), { problem: error });
    yield* data[itemsKey] as never[];
    if (!data.has_more) return;
  }
}
