import { describe, expect, it } from "vitest";
import { DEFAULT_RECEIPT_SETTINGS, receiptSettingsSchema } from "./receipt-settings.ts";

const valid = { ...DEFAULT_RECEIPT_SETTINGS, legalName: "Nexora Technologies Private Limited" };

describe("receipt settings", () => {
  it("defaults to SAC 999293 at 18 % with prices including GST, and accepts no GSTIN", () => {
    expect(receiptSettingsSchema.parse(valid)).toMatchObject({
      sac: "999293",
      rateBasisPoints: 1800,
      pricesIncludeGst: true,
      gstin: "",
    });
  });

  it("stores a GSTIN in capitals and refuses one with a typing mistake or of another state", () => {
    expect(receiptSettingsSchema.parse({ ...valid, stateCode: "27", gstin: "27aapfu0939f1zv" }).gstin).toBe(
      "27AAPFU0939F1ZV",
    );
    const typo = receiptSettingsSchema.safeParse({ ...valid, stateCode: "27", gstin: "27AAPFU0939F1ZW" });
    expect(typo.error?.issues[0]?.message).toMatch(/does not match/);
    const otherState = receiptSettingsSchema.safeParse({
      ...valid,
      stateCode: "29",
      gstin: "27AAPFU0939F1ZV",
    });
    expect(otherState.error?.issues[0]?.message).toMatch(/company's state code/);
  });

  it("refuses a SAC that is not six digits and prefixes that clash or would not fit", () => {
    expect(receiptSettingsSchema.safeParse({ ...valid, sac: "9992" }).success).toBe(false);
    expect(receiptSettingsSchema.safeParse({ ...valid, refundPrefix: "RV" }).success).toBe(false);
    expect(receiptSettingsSchema.safeParse({ ...valid, receiptPrefix: "RCPT" }).success).toBe(false);
  });
});
