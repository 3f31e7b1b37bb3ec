/**
 * Unguessable public identifiers (README, "Security beyond the spec"): registration ids and PDF download tokens.
 * Server-only (node:crypto). The token is handed to the registrant once; only its sha256 is stored.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Crockford base32: no I, L, O or U, so ids read aloud and typed by hand stay unambiguous. */
export const CROCKFORD_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REGISTRATION_ID_PATTERN = /^REG-[0-9A-HJKMNP-TV-Z]{10}$/;

/** `REG-` + 10 random Crockford characters (50 bits). 256 is a multiple of 32, so `byte & 31` is uniform. */
export function newRegistrationId(): string {
  const bytes = randomBytes(10);
  let id = "REG-";
  for (const byte of bytes) id += CROCKFORD_ALPHABET[byte & 31];
  return id;
}

export function isRegistrationId(value: string): boolean {
  return REGISTRATION_ID_PATTERN.test(value);
}

/** 32 random bytes, base64url (43 characters). */
export function newDownloadToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Hex sha256 of a token: what the database keeps. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A stand-in for a missing hash, so that checking against nothing costs what checking against a hash does. */
const NO_HASH = Buffer.alloc(32);

/**
 * Constant-time check of a presented token against a stored hash (compares the two hashes). A missing hash (no
 * such row, or no token issued yet) never matches, but still costs one hash and one comparison: the answer's
 * timing does not tell a visitor whether the registration exists.
 */
export function tokenMatchesHash(
  token: string | null | undefined,
  storedHash: string | null | undefined,
): boolean {
  if (!token) return false;
  const given = Buffer.from(hashToken(token), "hex");
  const stored = storedHash ? Buffer.from(storedHash, "hex") : NO_HASH;
  return given.length === stored.length && timingSafeEqual(given, stored) && Boolean(storedHash);
}
