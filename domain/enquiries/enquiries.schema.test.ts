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
    expect(isValidPhone("+44 98765 43210")).toBe(false);
  });

  it.each([
    "+91 98765 43210",
    "+91-98765-43210",
    "919876543210",
    "098765 43210",
    "(98765) 43210",
    "98765.43210",
  ])("reads %s as the number 9876543210", (written) => {
    expect(isValidPhone(written)).toBe(true);
    expect(careerEnquirySchema.shape.phone.parse(written)).toBe("9876543210");
  });

  it("keeps digits as they are typed or pasted, and the national number once it is whole", () => {
    expect(phoneInputValue("+91 98765-43210")).toBe("9876543210");
    expect(phoneInputValue("098765 43210")).toBe("9876543210");
    expect(phoneInputValue("98a76")).toBe("9876");
    expect(phoneInputValue("")).toBe("");
    // Typed one key at a time, "+" is dropped at once: the prefix still has room until the number is whole.
    let value = "";
    for (const key of "+91 98765 43210") value = phoneInputValue(value + key);
    expect(value).toBe("9876543210");
    // A 10-digit number that starts with 91 is a number, not a prefix.
    expect(phoneInputValue("9123456789")).toBe("9123456789");
    expect(phoneInputValue("98765432109")).toBe("9876543210");
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
