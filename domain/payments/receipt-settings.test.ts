import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_RECEIPT_SETTINGS,
  receiptSettingsFormSchema,
  receiptSettingsFromForm,
  receiptSettingsSchema,
  receiptSettingsToForm,
} from "./receipt-settings.ts";

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

function posted(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: receiptSettingsFormSchema });
}

describe("the console's receipt settings form", () => {
  const shown = receiptSettingsToForm(valid);

  it("shows the rate as a percentage and reads it back in basis points, an unticked box as no", () => {
    expect(shown).toMatchObject({ ratePercent: "18", pricesIncludeGst: "on" });
    const { pricesIncludeGst: _ticked, ...unticked } = shown;
    const submission = posted({ ...unticked, ratePercent: "12.5" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(receiptSettingsFromForm(submission.value)).toEqual({
      ...valid,
      rateBasisPoints: 1250,
      pricesIncludeGst: false,
    });
  });

  it("answers a GSTIN typing mistake, a rate of three decimals and clashing prefixes in sentences", () => {
    const submission = posted({
      ...shown,
      stateCode: "27",
      gstin: "27AAPFU0939F1ZW",
      ratePercent: "18.125",
      receiptPrefix: "rv",
      refundPrefix: "RV",
    });
    expect(submission.status).toBe("error");
    const errors = (submission.status === "error" && submission.error) || {};
    expect(errors.gstin?.[0]).toMatch(/does not match/);
    expect(errors.ratePercent).toEqual(["Use at most two decimals."]);
    expect(errors.refundPrefix).toEqual(["Receipts and refund vouchers need different prefixes."]);
  });
});
