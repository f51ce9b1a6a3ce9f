import type { ResolvedSubject } from "./find-reader-subject";

/** The mail subscribers of a data subject on a site: their readers' own, and any under their address (a guest's). */
export function subjectSubscriberFilter(siteId: string, subject: ResolvedSubject) {
  const emails = [subject.email, ...subject.readers.map((reader) => reader.email?.toLowerCase())].filter(
    (email): email is string => Boolean(email),
  );
  return {
    siteId,
    OR: [{ readerId: { in: subject.readers.map((reader) => reader.id) } }, { email: { in: [...new Set(emails)] } }],
  };
}
