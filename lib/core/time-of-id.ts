import { toUUID, type TypeId } from "typeid-js";

/** The millisecond an id was made at, by the clock of the process that made it (its UUIDv7 timestamp). */
export function timeOfId(id: string): number {
  return parseInt(
    toUUID(id as TypeId<string>)
      .replaceAll("-", "")
      .slice(0, 12),
    16,
  );
}
