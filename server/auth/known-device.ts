/**
 * Known devices (OWASP's "device cookies"; docs/decisions/0031-sign-in-limits.md): a browser that has signed
 * in to an account gets a cookie naming that account, signed with the auth secret. While the account is slowed
 * by failures from elsewhere, a known device of it is not: a colleague on their usual browser signs in at once
 * however many addresses an attacker uses. A known device has its own failure budget instead.
 *
 * The cookie holds a random id and a MAC over the account and that id, nothing else: it says "this browser
 * knew the password of this account once", which is what an attacker cannot make.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const KNOWN_DEVICE_COOKIE = "staff_known_device";
/** Half a year: a colleague who has not signed in from a browser for that long is slowed like anyone else. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 3600;

function mac(key: string, account: string, id: string): string {
  return createHmac("sha256", key).update(`known-device\n${account}\n${id}`).digest("base64url");
}

/** The Set-Cookie header that makes this browser a known device of `account` (only sent on /admin). */
export function knownDeviceCookie(key: string, account: string, secure: boolean): string {
  const id = randomBytes(16).toString("base64url");
  const attributes = [
    "Path=/admin",
    `Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ];
  return [`${KNOWN_DEVICE_COOKIE}=${id}.${mac(key, account, id)}`, ...attributes].join("; ");
}

/** The device's id when the request's cookies name a known device of `account`, else null. */
export function knownDevice(key: string, cookieHeader: string | null, account: string): string | null {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [name, value] = part.trim().split("=", 2);
    if (name !== KNOWN_DEVICE_COOKIE || !value) continue;
    const [id, signature] = value.split(".", 2);
    if (!id || !signature) return null;
    const expected = Buffer.from(mac(key, account, id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }
  return null;
}
