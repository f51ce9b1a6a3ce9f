/**
 * Where each dashboard area's Help link leads: the served guide (/docs/<slug>) and the section that
 * explains the area. tests/unit/help-links.test.ts checks that every guide and anchor exists.
 */
export const helpLinks = {
  sites: "/docs/sites",
  newSite: "/docs/sites#domains",
  moderation: "/docs/moderation#the-moderation-workspace-dashboard",
  moderationAudit: "/docs/moderation#audit-log",
  moderationAuthor: "/docs/moderation#bans-and-who-made-them",
  commentHistory: "/docs/moderation#history",
  webhooks: "/docs/webhooks#endpoints",
  webhookDeliveries: "/docs/webhooks#the-delivery-log",
  apiKeys: "/docs/api-guide#authentication",
  team: "/docs/dashboard#team-and-roles",
  notifications: "/docs/dashboard#notifications",
  plan: "/docs/dashboard#plan",
  importExport: "/docs/import-export",
  readerData: "/docs/privacy#answering-a-request",
  sso: "/docs/sso",
} as const;

/** The Help link of each tab of a site's pages, by the tab's path segment ("" for General). */
export const siteTabHelpLinks: Record<string, string> = {
  "": "/docs/sites#domains",
  appearance: "/docs/sites#theme-how-the-widget-looks",
  "sign-in": "/docs/sites#embed-how-the-widget-behaves",
  moderation: "/docs/sites#moderation-when-new-comments-wait",
  sso: helpLinks.sso,
  data: helpLinks.importExport,
  danger: "/docs/dashboard#sitessite_id-a-sites-pages",
  installation: "/docs/widget#the-snippet",
  threads: "/docs/dashboard#threads",
};
