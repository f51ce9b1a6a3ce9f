/** Whether /demo is served: on unless THREADLINE_DEMO=off (docs/sites.md). */
export function isDemoEnabled(): boolean {
  return process.env.THREADLINE_DEMO?.trim().toLowerCase() !== "off";
}
