/**
 * Password rules (docs/product/console.md#getting-in): at least 12 characters, at most 128, and not one of the passwords
 * people pick most (a list of common ones long enough to pass the length rule, plus one character repeated).
 */
import { z } from "../zod.ts";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: "This password is too common. Choose one that is harder to guess.",
} as const;

/** Common passwords of 12 characters or more (lower-cased), from published breach top lists. */
const COMMON = new Set([
  "123456789012",
  "1234567890123",
  "12345678901234",
  "123456789123",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "abcdefghijkl",
  "administrator",
  "baseball1234",
  "football1234",
  "iloveyou1234",
  "letmein12345",
  "password1234",
  "password12345",
  "password123456",
  "passwordpassword",
  "qwerty123456",
  "qwertyuiop12",
  "qwertyuiopasdf",
  "qazwsxedcrfv",
  "sunshine1234",
  "welcome12345",
  "welcome@1234",
  "password@123",
  "password@1234",
  "admin@123456",
  "india@123456",
  "changeme1234",
  "trustno1trustno1",
  "monkey123456",
  "princess1234",
  "zaq12wsxcde3",
]);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON.has(lower) || /^(.)\1+$/.test(lower) || /^(?:0123456789|1234567890)+\d*$/.test(lower);
}

export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.tooShort })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .refine((password) => !isCommonPassword(password), PASSWORD_MESSAGES.common);
