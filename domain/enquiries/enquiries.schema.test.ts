import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages.ts";
import {
  careerEnquirySchema,
  contactMessageSchema,
  isValidPhone,
  phoneInputValue,
  servicesEnquirySchema,
} from "./enquiries.schema.ts";

describe("phone helpers", () => {
  it("accepts exactly 10 digits", () => {
    expect(isValidPhone("9876543210")).toBe(true);
    expect(isValidPhone(" 9876543210 ")).toBe(true);
    expect(isValidPhone("987654321")).toBe(false);
    expect(isValidPhone("98765432100")).toBe(false);
    expect(isValidPhone("98765-4321")).toBe(false);
  });

  it("keeps only the first 10 digits of what is typed", () => {
    expect(phoneInputValue("+91 98765-43210")).toBe("9198765432");
    expect(phoneInputValue("98a76")).toBe("9876");
    expect(phoneInputValue("")).toBe("");
  });
});

describe("careerEnquirySchema", () => {
  const valid = {
    name: "Asha",
    college: "IIT",
    email: "asha@example.in",
    phone: "9876543210",
    location: "Noida",
    training: "Workshop",
  };

  it("parses a valid enquiry and strips unknown fields", () => {
    expect(careerEnquirySchema.parse({ ...valid, admin: true })).toEqual(valid);
  });

  it("uses the career phone message", () => {
    const result = careerEnquirySchema.safeParse({ ...valid, phone: "12" });
    expect(result.error?.issues[0].message).toBe(MESSAGES.phoneCareer);
  });

  it("accepts only the spec's trainings", () => {
    for (const training of ["Internship", "Courses", "Workshop"])
      expect(careerEnquirySchema.safeParse({ ...valid, training }).success).toBe(true);
    expect(careerEnquirySchema.safeParse({ ...valid, training: "courses" }).success).toBe(false);
  });

  it("distinguishes missing from wrong-type fields", () => {
    const { name: _n, ...withoutName } = valid;
    expect(careerEnquirySchema.safeParse(withoutName).error?.issues[0].message).toBe(
      MESSAGES.fieldRequired("name"),
    );
    expect(careerEnquirySchema.safeParse({ ...valid, name: ["Asha"] }).error?.issues[0].message).toBe(
      MESSAGES.fieldNotText("name"),
    );
  });
});

describe("servicesEnquirySchema", () => {
  it("uses the services phone message and the spec's services", () => {
    const valid = {
      name: "Rahul",
      organization: "Mehta Exports",
      email: "r@m.in",
      phone: "9123456780",
      location: "Delhi",
      service: "App Development",
    };
    expect(servicesEnquirySchema.parse(valid)).toEqual(valid);
    expect(servicesEnquirySchema.safeParse({ ...valid, phone: "abc" }).error?.issues[0].message).toBe(
      MESSAGES.phoneServices,
    );
    expect(servicesEnquirySchema.safeParse({ ...valid, service: "SEO" }).success).toBe(false);
  });
});

describe("contactMessageSchema", () => {
  it("requires name, a well-formed email and a message within limits", () => {
    const valid = { name: "Neha", email: "neha@example.in", message: "Hello" };
    expect(contactMessageSchema.parse(valid)).toEqual(valid);
    expect(contactMessageSchema.safeParse({ ...valid, email: "neha@example" }).error?.issues[0].message).toBe(
      MESSAGES.emailInvalid,
    );
    expect(contactMessageSchema.safeParse({ ...valid, message: "x".repeat(2001) }).success).toBe(false);
    expect(contactMessageSchema.safeParse({ ...valid, message: " " }).success).toBe(false);
  });
});
