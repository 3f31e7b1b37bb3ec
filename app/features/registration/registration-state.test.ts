import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../../../domain/honeypot";
import { REGISTRATION_ERRORS, registrationFormSchema } from "../../../domain/programs/registration.schema";
import type { ProgramOption } from "./program-option";
import { DEFAULT_VALUES, feesFor, firstInvalid } from "./registration-state";

type RegistrationValues = typeof DEFAULT_VALUES & { agree: boolean; [HONEYPOT_FIELD]?: string };

/** The form's check (the schema the form loads), one message per field, as the form shows them. */
function validate(values: RegistrationValues): Record<string, string> {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === true) formData.set(name, "on");
    else if (typeof value === "string") formData.set(name, value);
  }
  const submission = parseWithZod(formData, { schema: registrationFormSchema });
  return Object.fromEntries(
    Object.entries((submission.status === "error" && submission.error) || {}).flatMap(([field, messages]) =>
      messages?.[0] ? [[field, messages[0]]] : [],
    ),
  );
}

const option: ProgramOption = {
  title: "Full Stack Web Development",
  fees: 24999,
  duration: "6 Months",
  discount_coupon: true,
  discount_percentage: 20,
};

const valid: RegistrationValues = {
  ...DEFAULT_VALUES,
  fullName: "Asha Verma",
  fathersName: "Ravi Verma",
  gender: "Female",
  email: "asha@example.com",
  phone: "9876543210",
  workingStatus: "Student",
  branch: "Information Technology",
  year: "3rd Year",
  trainingType: "Courses",
  specificTraining: option.title,
  agree: true,
  [HONEYPOT_FIELD]: "",
};

describe("feesFor", () => {
  it("charges the full price plus the registration fee without a coupon", () => {
    expect(feesFor(option, null)).toEqual({
      pricePaise: 2499900,
      discountPaise: 0,
      totalFeesPaise: 2499900,
      registrationFeePaise: 50000,
      payableNowPaise: 2549900,
    });
  });

  it("takes the discount off with an applied coupon", () => {
    const fees = feesFor(option, { code: "NEXORA20", discountPercentage: 20 });
    expect(fees.discountPaise).toBe(499980);
    expect(fees.totalFeesPaise).toBe(1999920);
    expect(fees.payableNowPaise).toBe(2049920);
  });

  it("takes a flat coupon's amount off, as the server's check answered it", () => {
    const fees = feesFor(option, { code: "FLAT1500", discountPercentage: 6, flatPaise: 150_000 });
    expect(fees.discountPaise).toBe(150_000);
    expect(fees.totalFeesPaise).toBe(2_349_900);
  });

  it("is only the registration fee before a program is chosen", () => {
    expect(feesFor(undefined, null).payableNowPaise).toBe(50000);
  });
});

describe("validate", () => {
  it("accepts a complete form", async () => {
    expect(validate(valid)).toEqual({});
  });

  it("reports every required field with the shared messages, in form order", async () => {
    const errors = validate({ ...DEFAULT_VALUES, agree: false });
    expect(errors).toMatchObject({
      fullName: REGISTRATION_ERRORS.fullName,
      fathersName: REGISTRATION_ERRORS.fathersName,
      gender: REGISTRATION_ERRORS.gender,
      email: REGISTRATION_ERRORS.email,
      phone: REGISTRATION_ERRORS.phone,
      workingStatus: REGISTRATION_ERRORS.workingStatus,
      branch: REGISTRATION_ERRORS.branch,
      year: REGISTRATION_ERRORS.year,
      trainingType: REGISTRATION_ERRORS.trainingType,
      specificTraining: REGISTRATION_ERRORS.specificTraining,
      agree: REGISTRATION_ERRORS.agree,
    });
    expect(errors.address).toBeUndefined();
    expect(errors.nationality).toBeUndefined();
    expect(firstInvalid(errors)).toBe("fullName");
  });

  it("checks the email format and the 10-digit phone", async () => {
    const errors = validate({ ...valid, email: "not-an-email", phone: "12345" });
    expect(errors).toEqual({ email: REGISTRATION_ERRORS.email, phone: REGISTRATION_ERRORS.phone });
  });

  it("puts a missing free-text branch on the free-text field", async () => {
    expect(validate({ ...valid, branch: "Other", branchOther: "  " })).toEqual({
      branchOther: REGISTRATION_ERRORS.branch,
    });
  });
});
