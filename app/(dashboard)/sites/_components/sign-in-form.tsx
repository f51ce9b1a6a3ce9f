"use client";

import Link from "next/link";

import type { SiteView } from "@/lib/sites/site-schemas";

import { siteSettingsForm } from "../_lib/site-form-schemas";
import { useActionForm } from "../../_components/use-action-form";
import { saveSiteAction } from "../actions";
import { CheckboxField } from "./checkbox-field";
import { CheckboxGroupField } from "./checkbox-group-field";
import { SaveBar } from "./save-bar";
import { TextareaField } from "./textarea-field";

/** What the sign-in form needs to know about SSO: the plan's name, whether it includes SSO, and the site's secret count. */
type SsoState = { plan: string; included: boolean; secrets: number };

// Without SSO in the plan its box is off and unticked, so saving turns SSO off.
const valuesOf = (site: SiteView, ssoIncluded: boolean) => ({
  site_id: site.id,
  embed: {
    sign_in_modes: site.embed.sign_in_modes.filter((mode) => ssoIncluded || mode !== "sso"),
    guest_name_required: site.embed.guest_name_required,
    reader_notifications: site.embed.reader_notifications,
    allowed_origins: site.embed.allowed_origins.join("\n"),
  },
});

/** The Sign-in form: sign-in modes (SSO only where the plan and a secret allow), the guest name rule, reader notifications and extra origins. */
export function SignInForm({ site, sso }: { site: SiteView; sso: SsoState }) {
  const { form, field, pending, formProps } = useActionForm({
    schema: siteSettingsForm,
    action: saveSiteAction,
    defaultValues: valuesOf(site, sso.included),
    saved: () => "Sign-in settings saved",
    onSaved: (saved) => form.reset(valuesOf(saved, sso.included)),
  });
  const ssoNote = !sso.included ? (
    <>
      SSO needs the Publisher plan or above; this account is on the {sso.plan} plan.{" "}
      {site.embed.sign_in_modes.includes("sso") && "Saving turns it off. "}
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
    <form {...formProps} className="flex flex-col gap-5">
      <CheckboxGroupField
        legend="Sign-in modes"
        control={form.control}
        name="embed.sign_in_modes"
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
        control={form.control}
        name="embed.guest_name_required"
        description="Otherwise a guest without a name comments as “Guest”."
      />
      <CheckboxField
        label="Reader notifications"
        control={form.control}
        name="embed.reader_notifications"
        description="Readers may get e-mail about replies, mentions and pages they follow. Off: the widget offers none and nothing is sent."
      />
      <TextareaField
        label="Extra allowed origins"
        rows={3}
        placeholder={"https://app.example.net\nhttp://localhost:8080"}
        hint="Beyond the site's domains: exact origins (scheme, host, optional port), one per line, up to 20. For a staging app or local development."
        {...field("embed.allowed_origins")}
      />
      <SaveBar pending={pending} />
    </form>
  );
}
