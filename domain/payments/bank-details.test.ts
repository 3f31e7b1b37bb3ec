import { describe, expect, it } from "vitest";
import { bankDetailsSchema, hasBankDetails } from "./bank-details.ts";

describe("bank and UPI details", () => {
  it("accepts a full account and a UPI id, upper-casing the IFSC", () => {
    const parsed = bankDetailsSchema.parse({
      accountName: "Nexora Technologies Pvt Ltd",
      accountNumber: "50200012345678",
      ifsc: "hdfc0001234",
      bankName: "HDFC Bank",
      upiId: "nexora@okhdfc",
    });
    expect(parsed.ifsc).toBe("HDFC0001234");
    expect(hasBankDetails(parsed)).toBe(true);
  });

  it("treats nothing entered as no details", () => {
    const parsed = bankDetailsSchema.parse({});
    expect(hasBankDetails(parsed)).toBe(false);
  });

  it("refuses a malformed IFSC, account number or UPI id with a sentence", () => {
    const result = bankDetailsSchema.safeParse({
      accountName: "A",
      accountNumber: "12ab",
      ifsc: "HDFC1234",
      upiId: "not-an-id",
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain("An account number is 9 to 18 digits.");
    expect(messages).toContain("An IFSC has 11 characters, such as HDFC0001234.");
    expect(messages).toContain("A UPI id looks like nexora@okhdfc.");
  });

  it("needs the account name and IFSC with an account number", () => {
    const result = bankDetailsSchema.safeParse({ accountNumber: "50200012345678" });
    expect(result.error?.issues[0]?.message).toBe(
      "With an account number, enter the account name and the IFSC too.",
    );
  });
});
