/**
 * One text check for every console form (issue 26, finding 8): each text field of each console schema refuses
 * NUL, other C0 controls and bidi overrides with the shared message, as the public forms do (checkInput); the
 * dates the console takes are real days.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { isCalendarDay } from "./calendar-day.ts";
import { jobFormSchema } from "./careers/job-content.ts";
import { certificateSchema, revokeSchema } from "./certificates/certificate.schema.ts";
import {
  applicantStageSchema,
  bulkStatusSchema,
  enquiryDetailsSchema,
  enquiryStatusSchema,
  noteSchema,
  registrationStatusSchema,
} from "./console/workflow.ts";
import { blogFormSchema, heroFormSchema } from "./content/article-content.ts";
import { richTextFromDoc } from "./content/rich-text.server.ts";
import { alertFormSchema, logoFormSchema, testimonialFormSchema } from "./content/site-content.ts";
import { contactMessageSchema } from "./enquiries/enquiries.schema.ts";
import { checkInput } from "./input-check.ts";
import { eraseSchema, personQuerySchema } from "./privacy/privacy.schema.ts";
import { couponSchema } from "./programs/coupon.schema.ts";
import { courseFormSchema, internshipFormSchema } from "./programs/program-content.ts";
import { companySchema, notifySchema } from "./settings/settings.schema.ts";
import { inviteSchema, roleChangeSchema, setupSchema } from "./staff/staff.schema.ts";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "./text.ts";

const row = { title: "Module one", description: "What it covers" };
const program = {
  title: "Cloud Computing",

  category: "Development",
  description: "Learn the cloud.",
  duration: "2 Months",
  skillLevel: "Beginner",
  language: "English",
  fees: 1000,
  sortOrder: 1,
  faqs: [row],
};

/** Every console schema with a valid input and its text fields (a list field's rows by `field.0.title`). */
const CONSOLE_FORMS: [string, z.ZodType, Record<string, unknown>, string[]][] = [
  [
    "certificate",
    certificateSchema,
    {
      fullName: "Priya Nair",
      email: "priya@example.in",
      trainingType: "Courses",
      specificTraining: "Full Stack Web Development",
      duration: "6 Months",
      gender: "",
      completionDate: "2026-10-31",
      registrationId: "REG-7K3QX9M2TA",
    },
    ["fullName", "email", "specificTraining", "duration", "completionDate", "registrationId"],
  ],
  ["revoke", revokeSchema, { reason: "Issued in error" }, ["reason"]],
  [
    "testimonial",
    testimonialFormSchema,
    { kind: "student", name: "Asha", title: "Student", feedback: "Great", sortOrder: 1 },
    ["name", "title", "feedback"],
  ],
  ["logo", logoFormSchema, { title: "Acme", sortOrder: 1 }, ["title"]],
  [
    "alert",
    alertFormSchema,
    { category: "mid", title: "Admissions open", button1Link: "/courses", startsAt: "2026-11-24T10:00" },
    ["title", "button1Link", "startsAt"],
  ],
  [
    "blog post",
    blogFormSchema,
    {
      title: "Hello",
      slug: "hello",
      author: "Asha",
      category: "News",
      tags: "a, b",
      contentHtml: "<p>Hi</p>",
    },
    ["title", "slug", "author", "category", "tags", "contentHtml"],
  ],
  [
    "hero article",
    heroFormSchema,
    { title: "Hello", smallDescription: "Short", author: "A", category: "C", sortOrder: 1 },
    ["title", "smallDescription", "author", "category"],
  ],
  [
    "course",
    courseFormSchema,
    { ...program, keyFeatures: [row], courseModules: [], loveItems: [] },
    [
      "title",
      "description",
      "duration",
      "skillLevel",
      "language",
      "faqs.0.title",
      "keyFeatures.0.description",
    ],
  ],
  [
    "internship",
    internshipFormSchema,
    { ...program, internshipModules: [row], responsibilities: [], perksAndBenefits: [] },
    ["title", "internshipModules.0.title"],
  ],
  [
    "job",
    jobFormSchema,
    {
      title: "React Developer",
      company: "Nexora",
      category: "Development",
      mode: "Onsite",
      hours: "40",
      jobType: "Full Time",
      education: "B.Tech",
      hiringSteps: "Two rounds",
      startDate: "2026-12-01",
      deadline: "2026-12-15",
      description: "Build things",
      responsibilities: [row],
      perks: [],
    },
    [
      "title",
      "company",
      "hours",
      "education",
      "hiringSteps",
      "startDate",
      "description",
      "responsibilities.0.title",
    ],
  ],
  [
    "coupon",
    couponSchema,
    {
      program: "course:1",
      code: "SAVE10",
      percentage: "10",
      validFrom: "2026-01-01",
      validUntil: "2026-12-31",
    },
    ["program", "code", "percentage", "validFrom", "validUntil"],
  ],
  [
    "company settings",
    companySchema,
    {
      name: "Nexora",
      phone: "+91 98765 43210",
      generalEmail: "hello@nexora.in",
      educationEmail: "edu@nexora.in",
      address: "Noida",
      supportHours: "9 to 6",
    },
    ["name", "phone", "generalEmail", "address", "supportHours"],
  ],
  ["notified staff", notifySchema, { career: "a@nexora.in, b@nexora.in" }, ["career"]],
  [
    "invitation",
    inviteSchema,
    { name: "Meera", email: "meera@nexora.in", role: "editor" },
    ["name", "email"],
  ],
  ["role change", roleChangeSchema, { userId: "u123", role: "editor" }, ["userId"]],
  [
    "first administrator",
    setupSchema,
    {
      name: "Asha",
      email: "asha@nexora.in",
      password: "a long passphrase here",
      confirm: "a long passphrase here",
    },
    ["name", "email"],
  ],
  [
    "personal-data look-up",
    personQuerySchema,
    { email: "a@example.in", phone: "9876543210" },
    ["email", "phone"],
  ],
  ["erasure", eraseSchema, { reason: "Asked by phone", confirm: "erase" }, ["reason"]],
  ["enquiry status", enquiryStatusSchema, { status: "contacted", note: "Called" }, ["note"]],
  [
    "enquiry details",
    enquiryDetailsSchema,
    { assigneeId: "u1", followUpOn: "2026-12-01" },
    ["assigneeId", "followUpOn"],
  ],
  ["note", noteSchema, { body: "Called back" }, ["body"]],
  ["bulk status", bulkStatusSchema, { status: "closed", refs: ["career:1"] }, ["refs.0"]],
  ["registration status", registrationStatusSchema, { status: "paid", note: "UPI 4711" }, ["note"]],
  [
    "applicant stage",
    applicantStageSchema,
    { stage: "rejected", reason: "No", note: "x" },
    ["reason", "note"],
  ],
];

/** The input with `path` (`faqs.0.title`) changed by `change`. */
function poke(input: Record<string, unknown>, path: string, change: (value: string) => string) {
  const copy = structuredClone(input);
  const keys = path.split(".");
  let at = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  at[last] = change(String(at[last]));
  return copy;
}

const CONTROLS: [string, (value: string) => string][] = [
  ["a NUL", (value) => `${value}\u0000`],
  ["a bell (C0)", (value) => `\u0007${value}`],
  ["a right-to-left override", (value) => `\u202E${value}`],
  ["a left-to-right isolate", (value) => `${value.slice(0, 1)}\u2066${value.slice(1)}`],
];

describe("every console form refuses control characters with one message", () => {
  it.each(CONSOLE_FORMS)("the %s form", (_name, schema, valid, fields) => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
    for (const field of fields)
      for (const [label, change] of CONTROLS) {
        const result = schema.safeParse(poke(valid, field, change));
        const issues = (result.error?.issues ?? []).map((issue) => ({
          path: issue.path.join("."),
          message: issue.message,
        }));
        expect(issues, `${field} with ${label}`).toContainEqual({
          path: field,
          message: CONTROL_CHARACTER_MESSAGE,
        });
      }
  });

  it("the public forms use the same characters and message", () => {
    const contact = { name: "Asha \u202EVerma", email: "asha@example.in", message: "Hi" };
    expect(checkInput(contactMessageSchema, contact)).toEqual({
      ok: false,
      issues: [{ path: "name", message: CONTROL_CHARACTER_MESSAGE }],
    });
  });

  it("an article's text, which arrives as JSON with the characters escaped", () => {
    const doc = (text: string) =>
      JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
    expect(richTextFromDoc(doc("Fine text"), "content").html).toBe("<p>Fine text</p>");
    for (const text of ["NUL\u0000here", "\u202Ereversed"])
      expect(() => richTextFromDoc(doc(text), "content"), JSON.stringify(text)).toThrow(
        CONTROL_CHARACTER_MESSAGE,
      );
  });

  it("keeps tabs, line breaks, right-to-left letters and the direction marks", () => {
    for (const value of ["Line one\r\nLine two\ttabbed", "مريم", "a\u200Fb", "लक्ष्मी", "🙂"])
      expect(hasControlCharacters(value), value).toBe(false);
    for (const value of ["\u0000", "\u001B[31m", "\u007F", "\u0085", "\u202A", "\u202C", "\u2069"])
      expect(hasControlCharacters(value), JSON.stringify(value)).toBe(true);
  });
});

describe("dates the console takes are real days", () => {
  it.each(["2026-02-29", "2026-02-31", "2026-13-01", "0000-01-01", "1899-12-31", "2026-1-1", "26-01-01"])(
    "refuses %s",
    (day) => expect(isCalendarDay(day)).toBe(false),
  );

  it("accepts real ones, and the forms refuse the others with a message", () => {
    for (const day of ["2024-02-29", "2026-12-31", "1900-01-01"]) expect(isCalendarDay(day)).toBe(true);
    const impossible = "2026-02-31";
    const messages = (schema: z.ZodType, input: unknown) =>
      schema.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages(enquiryDetailsSchema, { followUpOn: impossible })).toEqual(["Enter a real date."]);
    expect(
      messages(couponSchema, { program: "course:1", code: "A", percentage: "5", validFrom: impossible }),
    ).toEqual(["Enter a date."]);
    const job = CONSOLE_FORMS.find(([name]) => name === "job")![2];
    expect(messages(jobFormSchema, { ...job, deadline: impossible })).toEqual([
      "Enter the deadline as a real date.",
    ]);
  });
});
