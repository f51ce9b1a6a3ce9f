/** Whether a membership's reach covers a site: every site when its list is empty (owners, admins, unlimited moderators), else the listed ones. */
export function memberReachesSite(siteIdsJson: string, siteId: string): boolean {
  const siteIds = JSON.parse(siteIdsJson) as string[];
  return siteIds.length === 0 || siteIds.includes(siteId);
}
