// Signals whose words do not depend on a value after the colon.
const fixed: Record<string, string> = {
  "name:digits": "digits in the name",
  "author:approved_before": "approved here before",
  "author:spam_before": "marked as spam here before",
  "author:rejected_before": "rejected here before",
  "author:new": "first comment here",
  "duplicate:recent": "the same text posted recently",
  "duplicate:other_threads": "the same text on other pages within minutes",
  "form:honeypot_filled": "filled the form's hidden field",
  "form:sent_too_fast": "sent faster than a person types",
  "speed:fast": "sent faster than a person types",
  "length:short": "a short comment",
  "length:medium": "a comment of middling length",
  "length:long": "a long comment",
};

// Signals that carry a value (`word:subscribe`); the value is the commenter's text, shown as text only.
const withValue: Record<string, (value: string) => string> = {
  word: (value) => `the word “${value}”`,
  pair: (value) => `the words “${value.replace(/_/g, " ")}”`,
  char: (value) => `the letters “${value}”`,
  links: (value) => (value === "1" ? "1 link" : `${value} links`),
  domain: (value) => `a link to ${value}`,
  name: (value) => `“${value}” in the name`,
  shape: (value) => `the text's shape: ${value.replace(/_/g, " ")}`,
};

/**
 * A spam reason's signal (`word:subscribe`, `author:approved_before`) in a moderator's words; a
 * signal of a kind this dashboard does not know yet is shown as it is, so a new model never hides one.
 */
export function describeSpamReason(signal: string): string {
  const known = fixed[signal];
  if (known) return known;
  const colon = signal.indexOf(":");
  const value = colon > 0 ? signal.slice(colon + 1) : "";
  const describe = withValue[signal.slice(0, colon)];
  return describe && value ? describe(value) : signal;
}
