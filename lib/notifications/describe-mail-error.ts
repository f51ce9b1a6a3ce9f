/**
 * A failed send in words fit for the log: the error's kind and message only, never the mail's text
 * (it quotes readers) nor the transport's settings (SMTP_URL may carry a password).
 */
export function describeMailError(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const code = (error as { code?: unknown }).code;
  return `${error.name}${typeof code === "string" ? ` ${code}` : ""}: ${error.message.replace(/smtps?:\/\/\S+/gi, "<smtp url>")}`;
}
