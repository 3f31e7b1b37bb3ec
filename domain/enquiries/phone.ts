/**
 * Phone numbers as the forms take them: 10 digits. Kept apart from the zod schemas so the forms that only
 * need these checks do not download the validation library with the page.
 */
import { PHONE_LENGTH } from "../constants.ts";

export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_LENGTH}}$`);

/** Exactly 10 digits (spaces around are ignored). */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

/** Keeps only digits and at most 10 of them: what the phone inputs do on every keystroke. */
export function phoneInputValue(value: string): string {
  return value.replace(/\D/g, "").slice(0, PHONE_LENGTH);
}
