/** Who may become a customer on their own: anyone, only people invited to an account, or nobody new. */
export type SignupPolicy = "open" | "invite" | "closed";

const policies: readonly SignupPolicy[] = ["open", "invite", "closed"];

/**
 * SIGNUPS, checked (default `open`): `invite` lets in only addresses invited to an account (and the
 * CLI's bootstrap), `closed` also refuses invitations of new people. Anything else is a setup error.
 */
export function signupPolicy(): SignupPolicy {
  const raw = process.env.SIGNUPS?.trim().toLowerCase() || "open";
  if (!policies.includes(raw as SignupPolicy)) {
    throw new Error(`SIGNUPS must be open, invite or closed (got ${JSON.stringify(process.env.SIGNUPS)})`);
  }
  return raw as SignupPolicy;
}
