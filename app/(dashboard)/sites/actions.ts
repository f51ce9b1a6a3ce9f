"use server";

import { revalidatePath } from "next/cache";

import { managerRoles } from "@/lib/core/member-roles";
import { memberAction } from "@/lib/http/member-action";
import { eraseReaderData } from "@/lib/privacy/erase-reader-data";
import { eraseReaderBody } from "@/lib/privacy/reader-data-schemas";
import { resetSiteSpamModel } from "@/lib/screening/reset-site-spam-model";
import { createSite } from "@/lib/sites/create-site";
import { deleteSite } from "@/lib/sites/delete-site";
import { siteIdParams } from "@/lib/sites/site-schemas";
import { updateSite } from "@/lib/sites/update-site";
import { createSsoSecret } from "@/lib/sso/create-sso-secret";
import { deleteSsoSecret } from "@/lib/sso/delete-sso-secret";
import { ssoSecretParams } from "@/lib/sso/sso-secret-schemas";

import { createSiteForm, siteSettingsForm } from "./_lib/site-form-schemas";

function refreshSite(siteId: string) {
  revalidatePath("/sites");
  revalidatePath(`/sites/${siteId}`, "layout");
}

/** Creates a live site of the member's account from a name and its domains (one per line or comma separated). */
export const createSiteAction = memberAction({ schema: createSiteForm, roles: managerRoles }, async (input, member) => {
  const site = await createSite({ accountId: member.accountId, livemode: true }, input);
  revalidatePath("/sites");
  return { id: site.id, name: site.name };
});

/** Saves one settings form of a site: only the fields that form holds change. */
export const saveSiteAction = memberAction({ schema: siteSettingsForm, roles: managerRoles }, async (input, member) => {
  const { site_id: siteId, ...change } = input;
  const site = await updateSite({ accountId: member.accountId, livemode: true }, siteId, change);
  refreshSite(siteId);
  return site;
});

/** Deletes a site with its threads, comments and events (the page asked for its name typed first). */
export const deleteSiteAction = memberAction({ schema: siteIdParams, roles: managerRoles }, async (input, member) => {
  await deleteSite({ accountId: member.accountId, livemode: true }, input.site_id);
  revalidatePath("/sites");
  return { id: input.site_id };
});

/** Forgets what a site's spam model learned from its moderators; the same roles as the site's moderation settings. */
export const resetSpamModelAction = memberAction(
  { schema: siteIdParams, roles: managerRoles },
  async (input, member) => {
    const model = await resetSiteSpamModel(member.accountId, input.site_id);
    refreshSite(input.site_id);
    return model;
  },
);

/** Creates an SSO signing secret for a site; the secret comes back this once. */
export const createSsoSecretAction = memberAction(
  { schema: siteIdParams, roles: managerRoles },
  async (input, member) => {
    const created = await createSsoSecret({ accountId: member.accountId, livemode: true }, input.site_id);
    refreshSite(input.site_id);
    return created;
  },
);

/** Retires one of a site's SSO secrets. */
export const deleteSsoSecretAction = memberAction(
  { schema: ssoSecretParams, roles: managerRoles },
  async (input, member) => {
    await deleteSsoSecret({ accountId: member.accountId, livemode: true }, input.site_id, input.secret_id);
    refreshSite(input.site_id);
    return { id: input.secret_id };
  },
);

// POST /v1/sites/{site_id}/reader-data/erase's body with the site beside it.
const readerErasure = eraseReaderBody.safeExtend({ site_id: siteIdParams.shape.site_id });

/** Erases one reader's data on a site (by reader id or e-mail), as the API does, in the member's name. */
export const eraseReaderAction = memberAction({ schema: readerErasure, roles: managerRoles }, async (input, member) => {
  const { site_id: siteId, ...subject } = input;
  const erased = await eraseReaderData(
    { accountId: member.accountId, livemode: true },
    {
      siteId,
      subject,
      actor: `member:${member.memberId}`,
    },
  );
  revalidatePath("/moderation", "layout");
  return erased;
});
