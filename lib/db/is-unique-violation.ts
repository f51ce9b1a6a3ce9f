/** Whether a Prisma error is a unique-constraint violation (P2002), e.g. two racing inserts. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}
