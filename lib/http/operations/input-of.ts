import type { InputSchemas, OperationInput } from "./operation";

/** The input schemas of a declaration, typed as its handler sees them parsed. */
export function inputOf<P, Q, B>(declaration: OperationInput<P, Q, B>): InputSchemas<P, Q, B> {
  return { params: declaration.params, query: declaration.query, body: declaration.body } as InputSchemas<P, Q, B>;
}
