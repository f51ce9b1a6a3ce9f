"use client";

import { useId } from "react";
import { useController, useFormContext } from "react-hook-form";

import type { MemberRole } from "@/lib/core/member-roles";

import { CheckboxList } from "../../../_components/checkbox-list";

const roleNames: Record<MemberRole, string> = { owner: "Owner", admin: "Admin", moderator: "Moderator" };

const roleWords: Record<MemberRole, string> = {
  owner: "Everything, including the team's owners and the plan.",
  admin: "Everything except making, changing or removing owners.",
  moderator: "The moderation pages only, for every site or the ticked ones.",
};

/** The fields RoleFields fills in the form around it. */
type RoleValues = { role: MemberRole; site_ids?: string[] };

/**
 * The role radios and, for a moderator, the sites they may moderate (none ticked: all), as fields
 * of the react-hook-form form around them. Only an owner is offered the owner role; the server
 * refuses it to anyone else anyway.
 */
export function RoleFields(props: {
  actorRole: MemberRole;
  defaultRole: MemberRole;
  sites: { id: string; name: string }[];
}) {
  const uid = useId();
  const { control } = useFormContext<RoleValues>();
  const {
    field: { ref, name, value: role, onChange, onBlur },
    fieldState,
  } = useController({ control, name: "role" });
  const error = fieldState.error?.message;
  const offered: MemberRole[] =
    props.actorRole === "owner" || props.defaultRole === "owner"
      ? ["owner", "admin", "moderator"]
      : ["admin", "moderator"];
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? `${uid}-role-error` : undefined}>
        <legend className="text-sm font-medium text-foreground">Role</legend>
        <div className="flex flex-col gap-2 py-1">
          {offered.map((value) => (
            <div key={value} className="flex items-start gap-2 text-sm text-foreground">
              <input
                ref={role === value ? ref : undefined}
                type="radio"
                id={`${uid}-role-${value}`}
                name={name}
                value={value}
                checked={role === value}
                onChange={() => onChange(value)}
                onBlur={onBlur}
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
        {error && (
          <p id={`${uid}-role-error`} className="text-sm text-danger">
            {error}
          </p>
        )}
      </fieldset>
      {/* Unregistered while hidden, so an admin or owner is sent with no sites (the schema's default). */}
      {role === "moderator" && props.sites.length > 0 && (
        <CheckboxList
          control={control}
          name="site_ids"
          shouldUnregister
          legend="Sites this moderator may moderate"
          options={props.sites.map((site) => ({ value: site.id, label: site.name }))}
          columns
          hint="None ticked: every site of the account, including sites added later."
        />
      )}
    </div>
  );
}
