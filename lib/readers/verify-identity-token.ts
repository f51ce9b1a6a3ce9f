import { errors, jwtVerify, type JWTPayload } from "jose";
import { z } from "zod";
import { AppError } from "@/lib/core/app-error";

/** The most an identity token may live, from `iat` (or now) to `exp`. */
const maxLifetimeSeconds = 24 * 60 * 60;

const claimsSchema = z.object({
  sub: z.string().min(1).max(200),
  name: z.string().trim().min(1).max(80),
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
 * secrets, `exp` required and at most 24 hours after `iat`, `sub` and `name` required, `aud`
 * if present naming the site.
 */
export async function verifyIdentityToken(token: string, secrets: string[], siteId: string, now = new Date()): Promise<Identity> {
  let payload: JWTPayload | undefined;
  for (const secret of secrets) {
    try {
      ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
        algorithms: ["HS256"],
        requiredClaims: ["exp", "sub"],
        currentDate: now,
        clockTolerance: 5,
      }));
      break;
    } catch (error) {
      if (error instanceof errors.JWSSignatureVerificationFailed) continue;
      if (error instanceof errors.JWTExpired) throw refuse("it has expired");
      if (error instanceof errors.JOSEAlgNotAllowed) throw refuse("only HS256 is accepted");
      if (error instanceof errors.JWTClaimValidationFailed) throw refuse(`claim ${error.claim} is missing or invalid`);
      throw refuse("it is not a well-formed signed JWT");
    }
  }
  if (!payload) throw refuse("the signature matches none of the site's SSO secrets");
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw refuse(`claim ${claims.error.issues[0]?.path.join(".") || "?"} is missing or invalid`);
  const issuedAt = claims.data.iat ?? Math.floor(now.getTime() / 1000);
  if (claims.data.exp - issuedAt > maxLifetimeSeconds) throw refuse("exp is more than 24 hours after iat");
  const audience = claims.data.aud;
  if (audience !== undefined && !(Array.isArray(audience) ? audience.includes(siteId) : audience === siteId)) {
    throw refuse("aud does not name this site");
  }
  return claims.data;
}
