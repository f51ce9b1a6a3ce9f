import { DeliveryFailure, type DeliveryErrorKind } from "./delivery-failure";

/** The delivery log's name for an error thrown while sending (node's error codes grouped into a few kinds). */
export function classifySendError(error: unknown): DeliveryErrorKind {
  if (error instanceof DeliveryFailure) return error.kind;
  const code = String((error as NodeJS.ErrnoException | undefined)?.code ?? "");
  if (code === "ERR_INVALID_URL") return "invalid_url";
  if (code === "ECONNREFUSED") return "connection_refused";
  if (code === "ECONNRESET" || code === "EPIPE") return "connection_reset";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "dns_error";
  if (code === "ETIMEDOUT") return "timeout";
  if (code.startsWith("HPE_")) return "invalid_response";
  if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return "tls_error";
  return "connection_error";
}
