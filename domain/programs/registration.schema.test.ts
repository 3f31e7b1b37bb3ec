import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages.ts";
import { GSTIN_MESSAGES } from "../payments/gstin.ts";
import {
  checkCouponSchema,
  REGISTRATION_ERRORS,
  registrationFormSchema,
  registrationSchema,
} from "./registration.schema.ts";
import { requiredRegistrationFields } from "./test-fixtures.ts";

const valid = {
  fullName: "  Aarav Sharma ",
  fathersName: "Rakesh Sharma",
  gender: "Male",
  email: " aarav@example.in ",
  phone: "9876543210",
  workingStatus: "Student",
  branch: "Computer Science Engineering",
  year: "3rd Year",
  trainingType: "Courses",
  specificTraining: "Full Stack Web Development",
  agree: true,
};

function firstError(input: unknown) {
  const result = registrationSchema.safeParse(input);
  return result.success ? null : result.error.issues[0];
}

describe("registrationSchema", () => {
  it("accepts the required fields, trims them and fills the optional ones", () => {
    const data = registrationSchema.parse(valid);
    expect(data).toMatchObject({
      fullName: "Aarav Sharma",
      email: "aarav@example.in",
      nationality: "Indian",
      address: "",
      collegeName: "",
      collegeAddress: "",
      discount_coupon: "",
    });
  });

  it("keeps a chosen nationality and treats an empty one as Indian", () => {
    expect(registrationSchema.parse({ ...valid, nationality: "Other" }).nationality).toBe("Other");
    expect(registrationSchema.parse({ ...valid, nationality: "" }).nationality).toBe("Indian");
    expect(firstError({ ...valid, nationality: "Martian" })?.message).toBe(REGISTRATION_ERRORS.nationality);
  });

  it("accepts a free-text branch typed after choosing Other", () => {
    expect(registrationSchema.parse({ ...valid, branch: "Biotechnology" }).branch).toBe("Biotechnology");
    expect(firstError({ ...valid, branch: "   " })?.message).toBe(REGISTRATION_ERRORS.branch);
    expect(firstError({ ...valid, branch: "x".repeat(101) })?.path).toEqual(["branch"]);
  });

  it.each(requiredRegistrationFields)("requires %s", (field, message) => {
    const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
    expect(firstError(rest)).toMatchObject({ path: [field], message });
  });

  it("checks formats and options", () => {
    expect(firstError({ ...valid, email: "not-an-email" })?.message).toBe(REGISTRATION_ERRORS.email);
    expect(firstError({ ...valid, phone: "98765" })?.message).toBe(REGISTRATION_ERRORS.phone);
    expect(firstError({ ...valid, phone: "98765432101" })?.message).toBe(REGISTRATION_ERRORS.phone);
    expect(firstError({ ...valid, phone: "98765abcde" })?.message).toBe(REGISTRATION_ERRORS.phone);
    expect(firstError({ ...valid, phone: 9876543210 })?.message).toBe(REGISTRATION_ERRORS.phone);
    expect(firstError({ ...valid, gender: "Robot" })?.message).toBe(REGISTRATION_ERRORS.gender);
    expect(firstError({ ...valid, year: "6th Year" })?.message).toBe(REGISTRATION_ERRORS.year);
    expect(firstError({ ...valid, trainingType: "Workshop" })?.message).toBe(
      REGISTRATION_ERRORS.trainingType,
    );
    expect(firstError({ ...valid, workingStatus: "Retired" })?.message).toBe(
      REGISTRATION_ERRORS.workingStatus,
    );
  });

  it("requires the declaration to be accepted", () => {
    expect(firstError({ ...valid, agree: false })?.message).toBe(REGISTRATION_ERRORS.agree);
    expect(firstError({ ...valid, agree: "true" })?.message).toBe(REGISTRATION_ERRORS.agree);
  });

  it("limits the length of every string", () => {
    const long = "x".repeat(1000);
    for (const field of [
      "fullName",
      "fathersName",
      "address",
      "collegeName",
      "collegeAddress",
      "specificTraining",
    ])
      expect(firstError({ ...valid, [field]: long })?.path).toEqual([field]);
    expect(firstError({ ...valid, email: `${"a".repeat(250)}@example.in` })?.path).toEqual(["email"]);
    expect(firstError({ ...valid, discount_coupon: long })?.path).toEqual(["discount_coupon"]);
  });

  it("strips unknown fields and leaves client totals unused", () => {
    const data = registrationSchema.parse({ ...valid, isAdmin: true, id: "REG-0000000000", total_fees: 1 });
    expect(data).not.toHaveProperty("isAdmin");
    expect(data).not.toHaveProperty("id");
  });
});

describe("checkCouponSchema", () => {
  const base = { trainingType: "Courses", specificTraining: "Full Stack Web Development" };

  it("accepts a coupon and trims it", () => {
    expect(checkCouponSchema.parse({ ...base, coupon: " nexora20 " }).coupon).toBe("nexora20");
  });

  it("answers the spec's text for an empty or missing coupon", () => {
    for (const coupon of ["", "   ", undefined])
      expect(checkCouponSchema.safeParse({ ...base, coupon }).error?.issues[0].message).toBe(
        MESSAGES.couponEmpty,
      );
  });
});

describe("registrationSchema: the receipt's details", () => {
  const issuesOf = (input: unknown, form = false) => {
    const result = (form ? registrationFormSchema : registrationSchema).safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("leaves them null when absent or blank, as every registration before them", () => {
    for (const input of [valid, { ...valid, studentStateCode: "", sponsorGstin: " ", sponsorCompany: "" }])
      expect(registrationSchema.parse(input)).toMatchObject({
        studentStateCode: null,
        sponsorGstin: null,
        sponsorCompany: null,
      });
  });

  it("takes a GST state or 96 for outside India, and a sponsor's GSTIN (normalised) with its company", () => {
    expect(registrationSchema.parse({ ...valid, studentStateCode: "27" }).studentStateCode).toBe("27");
    expect(registrationSchema.parse({ ...valid, studentStateCode: "96" }).studentStateCode).toBe("96");
    expect(
      registrationSchema.parse({
        ...valid,
        sponsorGstin: " 29aagcb7383j1z4 ",
        sponsorCompany: " Acme Pvt Ltd ",
      }),
    ).toMatchObject({ sponsorGstin: "29AAGCB7383J1Z4", sponsorCompany: "Acme Pvt Ltd" });
  });

  it("refuses an unknown state, a wrong GSTIN and a GSTIN without its company, on the form too", () => {
    expect(issuesOf({ ...valid, studentStateCode: "99" })).toEqual([
      ["studentStateCode", REGISTRATION_ERRORS.studentStateCode],
    ]);
    expect(issuesOf({ ...valid, sponsorGstin: "29AAGCB7383J1Z5", sponsorCompany: "Acme" })).toEqual([
      ["sponsorGstin", GSTIN_MESSAGES.check],
    ]);
    expect(issuesOf({ ...valid, sponsorGstin: "ACME", sponsorCompany: "Acme" })).toEqual([
      ["sponsorGstin", GSTIN_MESSAGES.format],
    ]);
    expect(issuesOf({ ...valid, sponsorGstin: "29AAGCB7383J1Z4" })).toEqual([
      ["sponsorCompany", REGISTRATION_ERRORS.sponsorCompany],
    ]);
    const form = { ...valid, agree: true, branchOther: "", sponsorGstin: "29AAGCB7383J1Z4" };
    expect(issuesOf(form, true)).toEqual([["sponsorCompany", REGISTRATION_ERRORS.sponsorCompany]]);
  });
});
