/** Whether a Prisma error says the row to update or delete is gone (P2025), e.g. deleted meanwhile. */
export function isRecordMissing(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2025";
}
