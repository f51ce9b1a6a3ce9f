/**
 * What a moderator's change of status teaches the site's spam model: spam, not spam, forget, or
 * nothing. An undo takes back what the undone decision taught: the comment going back to spam is
 * spam again, anything else forgets; undoing a reject (which taught nothing) teaches nothing.
 */
export function spamLabelOfChange(change: string, from: string, to: string): "spam" | "ham" | "forget" | null {
  if (change === "approve") return "ham";
  if (change === "spam") return "spam";
  if (change === "restore") return from === "spam" ? "ham" : null;
  if (change === "undo") return from === "rejected" ? null : to === "spam" ? "spam" : "forget";
  return null;
}
