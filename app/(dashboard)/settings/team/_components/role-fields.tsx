"use client";

import { useId, useState } from "react";

import type { MemberRole } from "@/lib/core/member-roles";

import { CheckboxList } from "../../../_components/checkbox-list";

const roleNames: Record<MemberRole, string> = { owner: "Owner", admin: "Admin", moderator: "Moderator" };

const roleWords: Record<MemberRole, string> = {
  owner: "Everything, including the team's owners and the plan.",
  admin: "Everything except making, changing or removing owners.",
  moderator: "The moderation pages only, for every site or the ticked ones.",
};

/**
 * The role radios and, for a moderator, the sites they may moderate (none ticked: all). Only an
 * owner is offered the owner role; the server refuses it to anyone else anyway.
 */
export function RoleFields(props: {
  actorRole: MemberRole;
  defaultRole: MemberRole;
  defaultSites: string[];
  sites: { id: string; name: string }[];
  errors: Record<string, string>;
}) {
  const uid = useId();
  const [role, setRole] = useState<MemberRole>(props.defaultRole);
  const offered: MemberRole[] =
    props.actorRole === "owner" || props.defaultRole === "owner"
      ? ["owner", "admin", "moderator"]
      : ["admin", "moderator"];
  const sitesError =
    props.errors.site_ids ?? Object.entries(props.errors).find(([key]) => key.startsWith("site_ids."))?.[1];
  return (
    <div className="flex flex-col gap-4">
      <fieldset
        className="flex flex-col gap-1.5"
        aria-describedby={props.errors.role ? `${uid}-role-error` : undefined}
      >
        <legend className="text-sm font-medium text-foreground">Role</legend>
        <div className="flex flex-col gap-2 py-1">
          {offered.map((value) => (
            <div key={value} className="flex items-start gap-2 text-sm text-foreground">
              <input
                type="radio"
                id={`${uid}-role-${value}`}
                name="role"
                value={value}
                checked={role === value}
                onChange={() => setRole(value)}
                aria-describedby={`${uid}-role-${value}-note`}
                className="mt-0.5 size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
              <div>
                <label htmlFor={`${uid}-role-${value}`} className="font-medium">
                  {roleNames[value]}
                </label>
                <p id={`${uid}-role-${value}-note`} className="text-muted-foreground">
                  {roleWords[value]}
                </p>
              </div>
            </div>
          ))}
        </div>
        {props.errors.role && (
          <p id={`${uid}-role-error`} className="text-sm text-danger">
            {props.errors.role}
          </p>
        )}
      </fieldset>
      {role === "moderator" && props.sites.length > 0 && (
        <CheckboxList
          legend="Sites this moderator may moderate"
          name="site_ids[]"
          options={props.sites.map((site) => ({ value: site.id, label: site.name }))}
          defaultChecked={props.defaultSites}
          columns
          error={sitesError}
          hint="None ticked: every site of the account, including sites added later."
        />
      )}
    </div>
  );
}
