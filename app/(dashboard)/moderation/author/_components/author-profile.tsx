import type { ReactNode } from "react";

import type { AuthorProfile as Profile } from "@/lib/moderation/describe-comment-author";

import { ToneBadge } from "../../../_components/tone-badge";

const modes = { magic_link: "magic link", sso: "SSO" } as const;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2 text-sm">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="break-all text-foreground">{children}</dd>
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="mt-2 text-xs text-muted-foreground">{children}</p>;
}

/** Who the author is: a signed-in reader (name, e-mail, how they sign in), a guest (the names used from this IP), or the API. */
export function AuthorProfile({ profile }: { profile: Profile }) {
  if (profile.kind === "reader") {
    return (
      <dl className="flex flex-col gap-1.5">
        <Row term="Kind">
          <ToneBadge tone="accent">signed-in reader{profile.mode ? ` · ${modes[profile.mode]}` : ""}</ToneBadge>
        </Row>
        <Row term="Name">{profile.name}</Row>
        <Row term="E-mail">{profile.email ?? "not known"}</Row>
        <Row term="Reader id">
          <span className="font-mono text-xs">{profile.readerId}</span>
        </Row>
      </dl>
    );
  }
  if (profile.kind === "guest") {
    return (
      <>
        <dl className="flex flex-col gap-1.5">
          <Row term="Kind">
            <ToneBadge tone="neutral">guest</ToneBadge>
          </Row>
          <Row term="Names used from the IP address of this comment">{profile.names.join(", ") || "none"}</Row>
        </dl>
        <Note>
          Guests are told apart by their IP address, which is stored only as a keyed hash: it cannot be shown.
        </Note>
      </>
    );
  }
  return (
    <>
      <dl className="flex flex-col gap-1.5">
        <Row term="Kind">
          <ToneBadge tone="neutral">via the API</ToneBadge>
        </Row>
        <Row term="Name given">{profile.name}</Row>
      </dl>
      <Note>Written by the site&apos;s own server through the API: there is no reader to ban.</Note>
    </>
  );
}
