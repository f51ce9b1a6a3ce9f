/** A plan's name as people read it: "free" → "Free". */
export function planLabel(plan: string): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}
