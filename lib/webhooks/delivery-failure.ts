/** Why an attempt failed before any HTTP status came back, as the delivery log names it. */
export type DeliveryErrorKind =
  | "address_not_allowed"
  | "invalid_url"
  | "dns_error"
  | "connection_refused"
  | "connection_reset"
  | "connection_error"
  | "tls_error"
  | "invalid_response"
  | "timeout"
  | "aborted";

/** A failed attempt whose cause we know by name. */
export class DeliveryFailure extends Error {
  constructor(
    readonly kind: DeliveryErrorKind,
    message: string = kind,
  ) {
    super(message);
    this.name = "DeliveryFailure";
  }
}
