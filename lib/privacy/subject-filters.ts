import type { ResolvedSubject } from "./find-reader-subject";

/** The comments written by the subject on a site: as one of its signed-in readers, or imported under their e-mail. */
export function subjectCommentFilter(siteId: string, subject: ResolvedSubject) {
  const or: Array<Record<string, unknown>> = [];
  if (subject.readers.length)
    or.push({ authorKind: "reader", authorRef: { in: subject.readers.map((reader) => reader.id) } });
  if (subject.email) or.push({ authorEmail: subject.email });
  return or.length ? { siteId, OR: or } : null;
}

/** The site's bans that name the subject (by reader or by e-mail). */
export function subjectBanFilter(siteId: string, subject: ResolvedSubject) {
  const or: Array<Record<string, unknown>> = [];
  if (subject.readers.length) or.push({ kind: "reader", value: { in: subject.readers.map((reader) => reader.id) } });
  if (subject.email) or.push({ kind: "email", value: subject.email });
  return or.length ? { siteId, OR: or } : null;
}
