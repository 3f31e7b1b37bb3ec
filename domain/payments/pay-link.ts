/**
 * Pay links (`/pay/{registrationId}?token=…`): the token is an HMAC of the registration id under a key derived
 * from the server's secret, and the database keeps only its sha256 (registrations.pay_token_hash), as for the
 * PDF download token. Being derived, the same link can be printed wherever it is needed, when it is needed:
 * the proof panel, the acknowledgement letter and its PDF (composed by the mail worker later) and the
 * confirmation PDF, with no token kept in plain text anywhere. A link staff send later (pay-links.server.ts)
 * is derived the same way from the registration and that link's number, and replaces the first: a derived
 * token no longer matching the stored hash is then simply not printed.
 */
import { createHmac } from "node:crypto";
import { tokenMatchesHash } from "../programs/ids.ts";

export interface PayLinks {
  /**
   * The registration's derived pay token (43 characters, base64url): its first (`link` 0, made with the
   * registration) or the one of a link staff sent (`link`: that pay_links row's id).
   */
  tokenFor(registrationId: string, link?: number): string;
}

export function createPayLinks(serverSecret: string): PayLinks {
  // A key of its own, so a pay token says nothing about what else the secret signs.
  const key = createHmac("sha256", serverSecret).update("nexora pay links v1").digest();
  return {
    tokenFor: (registrationId, link = 0) =>
      createHmac("sha256", key)
        .update(link ? `${registrationId}#${link}` : registrationId)
        .digest("base64url"),
  };
}

/** The derived token, when it is still the registration's pay token (null after a newer link replaced it). */
export function currentPayToken(
  payLinks: PayLinks,
  registration: { id: string; payTokenHash: string | null },
): string | null {
  if (!registration.payTokenHash) return null;
  const token = payLinks.tokenFor(registration.id);
  return tokenMatchesHash(token, registration.payTokenHash) ? token : null;
}
