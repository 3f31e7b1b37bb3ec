import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES, passwordSchema } from "./password-rules.ts";

const message = (password: string) => passwordSchema.safeParse(password).error?.issues[0]?.message;

describe("passwordSchema", () => {
  it("accepts a passphrase of 12 characters or more", () => {
    expect(passwordSchema.safeParse("maple river 42").success).toBe(true);
  });

  it("refuses fewer than 12 characters, and more than 128", () => {
    expect(message("short pass1")).toBe(PASSWORD_MESSAGES.tooShort);
    expect(message("x".repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it("refuses common passwords in any letter case, and one character repeated", () => {
    expect(message("Password1234")).toBe(PASSWORD_MESSAGES.common);
    expect(message("QWERTY123456")).toBe(PASSWORD_MESSAGES.common);
    expect(message("aaaaaaaaaaaaaa")).toBe(PASSWORD_MESSAGES.common);
    expect(message("12345678901234567")).toBe(PASSWORD_MESSAGES.common);
  });
});
