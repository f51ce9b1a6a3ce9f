import { notFound } from "next/navigation";

/**
 * An unknown path under a dashboard area (a `[...missing]` segment): the area's not-found page with
 * a 404. It throws before anything can stream, so the status is still free to change.
 */
export function MissingPage(): never {
  notFound();
}
