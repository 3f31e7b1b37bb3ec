/**
 * GSTIN: the 15-character GST identification number. Two digits of state code, the holder's PAN (five letters,
 * four digits, a letter), the entity number (1–9 or a letter), `Z` by default, and a check character computed
 * over the first fourteen in base 36 (the GSTN's published algorithm: weights alternating 1 and 2, each product
 * folded to quotient + remainder by 36, the check character making the sum a multiple of 36).
 */
import { gstStateByCode } from "./gst-states.ts";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/;

/** The check character for the first fourteen characters of a GSTIN (upper case). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i]!);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = "format" | "state" | "check";

/** Why `value` is not a GSTIN, or null when it is one (spaces and case are forgiven: see normaliseGstin). */
export function gstinProblem(value: string): GstinProblem | null {
  const gstin = normaliseGstin(value);
  if (!SHAPE.test(gstin)) return "format";
  if (!gstStateByCode(gstin.slice(0, 2))) return "state";
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : "check";
}

export function isGstin(value: string): boolean {
  return gstinProblem(value) === null;
}

/** Upper case without spaces: how a GSTIN is stored and printed. */
export function normaliseGstin(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  format: "Enter a GSTIN of 15 characters, such as 29ABCDE1234F1Z5.",
  state: "The GSTIN's first two digits are not a state code.",
  check: "This GSTIN's last character does not match: check it for a typing mistake.",
};
