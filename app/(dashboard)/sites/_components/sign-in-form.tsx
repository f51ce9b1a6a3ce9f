"use client";

import Link from "next/link";
import { useState } from "react";

import type { SiteView } from "@/lib/sites/site-schemas";

import { CheckboxField } from "./checkbox-field";
import { CheckboxGroupField } from "./checkbox-group-field";
import { SaveBar } from "./save-bar";
import { TextareaField } from "./textarea-field";
import { useSiteForm } from "./use-site-form";

/** What the sign-in form needs to know about SSO: the plan's name, whether it includes SSO, and the site's secret count. */
type SsoState = { plan: string; included: boolean; secrets: number };

/** The Sign-in form: sign-in modes (SSO only where the plan and a secret allow), the guest name rule and extra origins. */
export function SignInForm({ site, sso }: { site: SiteView; sso: SsoState }) {
  const [modes, setModes] = useState<string[]>(site.embed.sign_in_modes);
  const [guestName, setGuestName] = useState(site.embed.guest_name_required);
  const [origins, setOrigins] = useState(site.embed.allowed_origins.join("\n"));
  const { formRef, pending, onSubmit, errorFor } = useSiteForm("Sign-in settings", (saved) => {
    setModes(saved.embed.sign_in_modes);
    setOrigins(saved.embed.allowed_origins.join("\n"));
  });
  const ssoNote = !sso.included ? (
    <>
      SSO needs the Publisher plan or above; this account is on the {sso.plan} plan.{" "}
      {modes.includes("sso") && "Saving turns it off. "}
      <Link href="/settings/plan" className="font-medium underline underline-offset-2">
        See plans
      </Link>
    </>
  ) : sso.secrets === 0 ? (
    <>
      Readers signed in on your own site. It needs an SSO secret first:{" "}
      <Link href={`/sites/${site.id}/sso`} className="font-medium underline underline-offset-2">
        create one on the SSO tab
      </Link>
      .
    </>
  ) : (
    "Readers signed in on your own site, with identity tokens signed by your SSO secret."
  );
  return (
    <form ref={formRef} onSubmit={onSubmit} className="flex flex-col gap-5">
      <CheckboxGroupField
        legend="Sign-in modes"
        name="embed.sign_in_modes"
        values={modes}
        onChange={setModes}
        error={errorFor("embed.sign_in_modes")}
        hint="With none ticked, readers can read but not comment."
        options={[
          { value: "guest", label: "Guest", description: "A name and nothing else; no account." },
          {
            value: "magic_link",
            label: "E-mail link",
            description: "Readers confirm their address with a link by e-mail.",
          },
          { value: "sso", label: "Single sign-on (SSO)", description: ssoNote, disabled: !sso.included },
        ]}
      />
      <CheckboxField
        label="Guests must give a name"
        name="embed.guest_name_required"
        checked={guestName}
        onChange={setGuestName}
        description="Otherwise a guest without a name comments as “Guest”."
      />
      <TextareaField
        label="Extra allowed origins"
        name="embed.allowed_origins"
        rows={3}
        value={origins}
        onChange={(event) => setOrigins(event.target.value)}
        placeholder={"https://app.example.net\nhttp://localhost:8080"}
        hint="Beyond the site's domains: exact origins (scheme, host, optional port), one per line, up to 20. For a staging app or local development."
        error={errorFor("embed.allowed_origins", "list")}
      />
      <SaveBar siteId={site.id} pending={pending} />
    </form>
  );
}
