import { errors, jwtVerify, type JWTPayload } from "jose";
import { z } from "zod";

import { AppError } from "@/lib/core/app-error";
import { displayNameSchema } from "@/lib/core/display-name-schema";

/** How far a signer's clock may run ahead of or behind ours, in seconds (docs/sso.md). */
export const identityTokenClockSkewSeconds = 60;
/** The most an identity token may live, from `iat` to `exp` and from now to `exp`, in seconds. */
export const identityTokenMaxLifetimeSeconds = 24 * 60 * 60;

const claimsSchema = z.object({
  sub: z.string().min(1).max(200),
  name: displayNameSchema(80),
  email: z.email().max(254).optional(),
  avatar_url: z
    .string()
    .max(2048)
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), "must be an http or https URL")
    .optional(),
  exp: z.number(),
  iat: z.number().optional(),
  aud: z.union([z.string(), z.array(z.string())]).optional(),
});

/** The identity an SSO token vouches for. */
export type Identity = z.output<typeof claimsSchema>;

function refuse(reason: string): AppError {
  return new AppError("invalid_identity_token", `The identity token was refused: ${reason}.`);
}

/**
 * Verifies a customer's identity token: a JWT signed HS256 (only) with one of the site's SSO
 * secrets; `exp` required, `iat` and `nbf` no later than now plus the clock skew, a lifetime of at
 * most 24 hours (exp − iat and exp − now); `sub` and `name` required, `aud` if present naming the site.
 */
export async function verifyIdentityToken(
  token: string,
  secrets: string[],
  siteId: string,
  now = new Date(),
): Promise<Identity> {
  let payload: JWTPayload | undefined;
  for (const secret of secrets) {
    try {
      ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
        algorithms: ["HS256"],
        requiredClaims: ["exp", "sub"],
        currentDate: now,
        clockTolerance: identityTokenClockSkewSeconds,
      }));
      break;
    } catch (error) {
      if (error instanceof errors.JWSSignatureVerificationFailed) continue;
      if (error instanceof errors.JWTExpired) throw refuse("it has expired");
      if (error instanceof errors.JOSEAlgNotAllowed) throw refuse("only HS256 is accepted");
      if (
        error instanceof errors.JWTClaimValidationFailed &&
        error.claim === "nbf" &&
        error.reason === "check_failed"
      ) {
        throw refuse(
          `nbf is more than ${identityTokenClockSkewSeconds} seconds in the future; leave nbf out or set it to the signing time`,
        );
      }
      if (error instanceof errors.JWTClaimValidationFailed) throw refuse(`claim ${error.claim} is missing or invalid`);
      throw refuse("it is not a well-formed signed JWT");
    }
  }
  if (!payload) throw refuse("the signature matches none of the site's SSO secrets");
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) {
    const issue = claims.error.issues[0];
    throw refuse(`claim ${issue?.path.join(".") || "?"} is missing or invalid${issue ? ` (${issue.message})` : ""}`);
  }
  checkLifetime(claims.data, Math.floor(now.getTime() / 1000));
  const audience = claims.data.aud;
  if (audience !== undefined && !(Array.isArray(audience) ? audience.includes(siteId) : audience === siteId)) {
    throw refuse("aud does not name this site");
  }
  return claims.data;
}

// jose checks `iat` only together with a maximum age, which would make `iat` required; a token
// stamped in the future would otherwise stretch its life past the 24 hours (exp − iat looks short).
function checkLifetime({ iat, exp }: { iat?: number; exp: number }, nowSeconds: number): void {
  const skew = identityTokenClockSkewSeconds;
  if (iat !== undefined && iat > nowSeconds + skew) {
    throw refuse(
      `iat is ${iat - nowSeconds} seconds in the future (at most ${skew} allowed); set iat to the signing time and check your server's clock`,
    );
  }
  if (iat !== undefined && exp - iat > identityTokenMaxLifetimeSeconds) {
    throw refuse("exp is more than 24 hours after iat; sign short-lived tokens (minutes are enough)");
  }
  // The skew also applies here, so that a token of exactly 24 hours from a clock slightly ahead passes.
  if (exp - nowSeconds > identityTokenMaxLifetimeSeconds + skew) {
    throw refuse("exp is more than 24 hours from now; sign short-lived tokens (minutes are enough)");
  }
}
