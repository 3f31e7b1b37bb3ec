import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages.ts";
import { jobApplicationSchema } from "./application.schema.ts";

const valid = {
  fullName: "Kiran Rao",
  email: "kiran@example.in",
  phone: "9876543210",
  qualification: "Graduation",
  skills: "React, Node",
  experience: "Fresher",
};

const firstMessage = (input: Record<string, unknown>) =>
  jobApplicationSchema.safeParse(input).error?.issues[0].message;

describe("jobApplicationSchema", () => {
  it("treats empty values as absent", () => {
    const parsed = jobApplicationSchema.parse({ ...valid, altPhone: "", address: "  ", jobId: "", mode: "" });
    expect(parsed.altPhone).toBeUndefined();
    expect(parsed.address).toBeUndefined();
    expect(parsed.jobId).toBeUndefined();
    expect(firstMessage({ ...valid, fullName: "" })).toBe(MESSAGES.fieldRequired("full name"));
  });

  it("turns jobId into a number and refuses anything else", () => {
    expect(jobApplicationSchema.parse({ ...valid, jobId: "12" }).jobId).toBe(12);
    expect(firstMessage({ ...valid, jobId: "0" })).toBe(MESSAGES.applicationJobIdInvalid);
    expect(firstMessage({ ...valid, jobId: "1e3" })).toBe(MESSAGES.applicationJobIdInvalid);
  });

  it("requires the other qualification only when 'Other' is chosen, and drops it otherwise", () => {
    expect(firstMessage({ ...valid, qualification: "Other" })).toBe(MESSAGES.applicationQualificationOther);
    expect(
      jobApplicationSchema.parse({ ...valid, qualification: "Other", qualificationOther: "Diploma" })
        .qualificationOther,
    ).toBe("Diploma");
    expect(jobApplicationSchema.parse({ ...valid, qualificationOther: "Diploma" }).qualificationOther).toBe(
      undefined,
    );
  });

  it("requires a working status only for '1+ years', and drops it for freshers", () => {
    expect(firstMessage({ ...valid, experience: "1+ years" })).toBe(MESSAGES.applicationStatusRequired);
    expect(
      jobApplicationSchema.parse({ ...valid, experience: "1+ years", status: "Freelancer" }).status,
    ).toBe("Freelancer");
    expect(jobApplicationSchema.parse({ ...valid, status: "Freelancer" }).status).toBeUndefined();
    expect(firstMessage({ ...valid, experience: "No" })).toBe(MESSAGES.fieldChoose("experience"));
  });

  it("keeps notice-period days only with notice period 'Yes'", () => {
    expect(
      jobApplicationSchema.parse({ ...valid, hasNoticePeriod: "Yes", noticePeriod: "30" }).noticePeriod,
    ).toBe("30");
    expect(
      jobApplicationSchema.parse({ ...valid, hasNoticePeriod: "No", noticePeriod: "30" }).noticePeriod,
    ).toBe(undefined);
    expect(firstMessage({ ...valid, hasNoticePeriod: "Yes", noticePeriod: "-1" })).toBe(
      MESSAGES.applicationNoticeDaysInvalid,
    );
  });

  it("validates phone numbers and the e-mail", () => {
    expect(firstMessage({ ...valid, phone: "123" })).toBe(MESSAGES.applicationPhoneInvalid);
    expect(firstMessage({ ...valid, altPhone: "123" })).toBe(MESSAGES.applicationAltPhoneInvalid);
    expect(firstMessage({ ...valid, email: "nope" })).toBe(MESSAGES.emailInvalid);
  });

  it("strips unknown fields", () => {
    expect(jobApplicationSchema.parse({ ...valid, resumePath: "/etc/passwd" })).not.toHaveProperty(
      "resumePath",
    );
  });
});
