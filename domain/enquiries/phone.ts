/**
 * Phone numbers as the forms take them: a 10-digit Indian number. People paste and type them in many shapes
 * (`+91 98765 43210`, `098765-43210`, `(987) 654 3210`); all of them are the same number, and turning
 * `+91 98765 43210` into `9198765432` would store a wrong number that still looks valid. Kept apart from the
 * zod schemas so the forms that only need these checks do not download the validation library with the page.
 */
import { PHONE_LENGTH } from "../constants.ts";

export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_LENGTH}}$`);
/** What a phone input lets through as typed or pasted (`+91 98765 43210` is 15); the value kept is digits. */
export const PHONE_INPUT_MAX_CHARS = 20;

/** `91` then a whole number (country code without +), or `0` then a whole number (trunk prefix). */
const COUNTRY_PREFIXED = new RegExp(`^91\\d{${PHONE_LENGTH}}$`);
const TRUNK_PREFIXED = new RegExp(`^0\\d{${PHONE_LENGTH}}$`);

/**
 * The national number in what was typed: spaces, dashes, dots and brackets dropped, and a leading `+91`,
 * `91` (when 12 digits remain) or `0` (when 11 remain) read as a prefix. Anything else is left as it is, for
 * validation to refuse.
 */
export function nationalPhoneNumber(value: string): string {
  let number = value.trim().replace(/[\s\-.()]/g, "");
  if (number.startsWith("+91")) number = number.slice(3);
  else if (COUNTRY_PREFIXED.test(number)) number = number.slice(2);
  else if (TRUNK_PREFIXED.test(number)) number = number.slice(1);
  return number;
}

/** A valid 10-digit number once prefixes and separators are read away. */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(nationalPhoneNumber(value));
}

/**
 * What a phone input keeps on every keystroke or paste: digits only, the national number as soon as a prefix
 * and a whole number are there, and meanwhile room for the prefix someone is still typing (`+91…`, `0…`).
 */
export function phoneInputValue(value: string): string {
  let digits = value.replace(/\D/g, "");
  if (value.trimStart().startsWith("+") && digits.startsWith("91")) digits = digits.slice(2);
  if (COUNTRY_PREFIXED.test(digits) || TRUNK_PREFIXED.test(digits)) return digits.slice(-PHONE_LENGTH);
  const room = digits.startsWith("91")
    ? PHONE_LENGTH + 2
    : digits.startsWith("0")
      ? PHONE_LENGTH + 1
      : PHONE_LENGTH;
  return digits.slice(0, room);
}
