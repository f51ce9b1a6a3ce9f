import type { ImportLimits } from "./import-limits";
import type { ImportRecord } from "./import-records";

/**
 * A record whose ids the site can keep (source ids are keys, looked up and indexed), or the record
 * refused: any id of a thread or comment longer than the limit makes it `invalid_record`.
 */
export function checkImportRecord(record: ImportRecord, limits: ImportLimits): ImportRecord {
  if (record.kind === "rejected") return record;
  const ids =
    record.kind === "thread" ? [record.sourceId] : [record.sourceId, record.threadSourceId, record.parentSourceId];
  if (ids.every((id) => (id?.length ?? 0) <= limits.sourceIdLength)) return record;
  return {
    kind: "rejected",
    line: record.line,
    sourceId: null,
    code: "invalid_record",
    message: `an id of the ${record.kind} (its own, its thread's or its parent's) is longer than ${limits.sourceIdLength} characters`,
  };
}
