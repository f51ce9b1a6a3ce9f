import type { ApiCall } from "./create-api-client";
import type { SiteStorage } from "./open-site-storage";
import type { Strings } from "./strings/en";
import type { Reader, StoredSession } from "./widget-types";

type SessionAnswer = { token: string; expires_at: string; reader: Reader };

/**
 * Settles who the reader is before the widget renders: a sign-in code that a magic link brought back
 * in the address (exchanged once, then removed from the address bar), the site's SSO identity token,
 * or the session kept from an earlier visit while it lasts. Answers what to tell the reader, if anything.
 */
export async function startSession(
  call: ApiCall,
  storage: SiteStorage,
  siteId: string,
  identityToken: string | null,
): Promise<keyof Strings | undefined> {
  let message: keyof Strings | undefined;
  const keep = (answer: SessionAnswer, sso?: string) =>
    storage.update(
      (memory) => (memory.session = { token: answer.token, expires_at: answer.expires_at, reader: answer.reader, sso }),
    );
  const drop = () => storage.update((memory) => delete memory.session);

  const found = /[#&]threadline_(code|error)=([\w-]+)/.exec(location.hash);
  if (found) {
    // The code works once; it must not stay in the address, the history or a shared link.
    history.replaceState(history.state, "", location.href.split("#")[0]!);
    if (found[1] === "error") message = found[2] === "link_expired" ? "link_expired" : "link_used";
    else {
      try {
        keep(await call<SessionAnswer>("POST", "/auth/session/exchange", { code: found[2] }));
        message = "signed_in";
      } catch {
        message = "link_used";
      }
    }
  }

  const session: StoredSession | undefined = storage.read().session;
  if (identityToken) {
    // The tail of the signed token tells whether the host page's user is still the one we hold a session for.
    const tail = identityToken.slice(-24);
    if (session?.sso !== tail) {
      try {
        keep(await call<SessionAnswer>("POST", "/auth/sso", { site_id: siteId, identity_token: identityToken }), tail);
      } catch {
        drop();
      }
    }
  } else if (session?.sso) drop();
  const current = storage.read().session;
  if (current && !(Date.parse(current.expires_at) > Date.now())) drop();
  return message;
}
