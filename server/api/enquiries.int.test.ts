import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { careerEnquiries, contactMessages, serviceEnquiries } from "../../domain/db/schema.ts";
import { HONEYPOT_FIELD } from "../../domain/honeypot.ts";
import { MESSAGES } from "../../domain/messages.ts";
import { careerEnquiryBody, servicesEnquiryBody } from "../../tests/support/enquiry-bodies.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.delete(careerEnquiries);
  await t.deps.db.delete(serviceEnquiries);
  await t.deps.db.delete(contactMessages);
});

const career = careerEnquiryBody;
const services = servicesEnquiryBody;

const countOf = async (table: typeof careerEnquiries | typeof serviceEnquiries | typeof contactMessages) =>
  (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

describe("POST /api/career", () => {
  it("stores a valid enquiry and answers 201 with a message", async () => {
    const res = await t.postJson("/api/career", { ...career, extra: "dropped", id: 999 });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: MESSAGES.enquiryThanks });
    const rows = await t.deps.db.select().from(careerEnquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(career);
    expect(rows[0].id).not.toBe(999);
  });

  it("trims text fields before storing", async () => {
    const res = await t.postJson("/api/career", { ...career, name: "  Asha  ", phone: " 9876543210 " });
    expect(res.status).toBe(201);
    const [row] = await t.deps.db.select().from(careerEnquiries);
    expect(row.name).toBe("Asha");
    expect(row.phone).toBe("9876543210");
  });

  it("refuses a repeat with the same e-mail in another case, storing nothing new", async () => {
    expect((await t.postJson("/api/career", career)).status).toBe(201);
    const res = await t.postJson("/api/career", { ...career, email: "ASHA@Example.IN", phone: "9000000001" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toContain("Duplicate");
    expect(body.error).toBe(MESSAGES.duplicateApi);
    expect(await countOf(careerEnquiries)).toBe(1);
  });

  it("refuses a repeat with the same phone for the same training", async () => {
    expect((await t.postJson("/api/career", career)).status).toBe(201);
    const res = await t.postJson("/api/career", { ...career, email: "other@example.in" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain("Duplicate");
    expect(await countOf(careerEnquiries)).toBe(1);
  });

  it("accepts the same e-mail and phone for a different training", async () => {
    expect((await t.postJson("/api/career", career)).status).toBe(201);
    expect((await t.postJson("/api/career", { ...career, training: "Workshop" })).status).toBe(201);
    expect(await countOf(careerEnquiries)).toBe(2);
  });

  it("stores only one of two simultaneous identical enquiries", async () => {
    const answers = await Promise.all([t.postJson("/api/career", career), t.postJson("/api/career", career)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await countOf(careerEnquiries)).toBe(1);
  });

  it.each([
    ["9 digits", "987654321"],
    ["11 digits", "98765432101"],
    ["letters", "98765abcde"],
    ["another country's code", "+449876543210"],
    ["empty", ""],
  ])("refuses a phone with %s with the career phone message", async (_label, phone) => {
    const res = await t.postJson("/api/career", { ...career, phone });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe(MESSAGES.phoneCareer);
    expect(body.issues).toEqual([{ path: "phone", message: MESSAGES.phoneCareer }]);
    expect(await countOf(careerEnquiries)).toBe(0);
  });

  it("refuses a training outside the list, missing fields, wrong types and a bad e-mail", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...career, training: "Bootcamp" }, "training"],
      [{ ...career, training: "" }, "training"],
      [{ ...career, name: undefined }, "name"],
      [{ ...career, college: "   " }, "college"],
      [{ ...career, location: 42 }, "location"],
      [{ ...career, phone: 9876543210 }, "phone"],
      [{ ...career, email: "not-an-email" }, "email"],
      [{ ...career, name: "x".repeat(101) }, "name"],
    ];
    for (const [body, path] of cases) {
      const res = await t.postJson("/api/career", body);
      expect(res.status, path).toBe(400);
      const json = await res.json();
      expect(json.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const missing = await t.postJson("/api/career", {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).issues).toHaveLength(6);
    expect(await countOf(careerEnquiries)).toBe(0);
  });

  it("refuses malformed JSON, a non-object body and a non-JSON content type", async () => {
    expect((await t.postJson("/api/career", "{not json")).status).toBe(400);
    expect((await (await t.postJson("/api/career", "{not json")).json()).error).toBe(MESSAGES.invalidJson);
    expect((await t.postJson("/api/career", [career])).status).toBe(400);
    expect((await t.postJson("/api/career", "null")).status).toBe(400);
    const form = await t.app.request("/api/career", { method: "POST", body: new URLSearchParams(career) });
    expect(form.status).toBe(400);
    expect(await countOf(careerEnquiries)).toBe(0);
  });

  it("refuses an oversized body with 413", async () => {
    const res = await t.postJson("/api/career", { ...career, padding: "x".repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(await countOf(careerEnquiries)).toBe(0);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const res = await t.postJson("/api/career", { ...career, [HONEYPOT_FIELD]: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: MESSAGES.enquiryThanks });
    expect(await countOf(careerEnquiries)).toBe(0);
  });
});

describe("POST /api/services", () => {
  it("stores a valid enquiry", async () => {
    const res = await t.postJson("/api/services", { ...services, training: "ignored" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: MESSAGES.enquiryThanks });
    const rows = await t.deps.db.select().from(serviceEnquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(services);
  });

  it("refuses repeats by e-mail (any case) and by phone for the same service, allows another service", async () => {
    expect((await t.postJson("/api/services", services)).status).toBe(201);
    const byEmail = await t.postJson("/api/services", {
      ...services,
      email: "RAHUL@mehta.in",
      phone: "9000000002",
    });
    expect(byEmail.status).toBe(400);
    expect((await byEmail.json()).error).toContain("Duplicate");
    const byPhone = await t.postJson("/api/services", { ...services, email: "someone@else.in" });
    expect(byPhone.status).toBe(400);
    expect((await byPhone.json()).error).toContain("Duplicate");
    expect((await t.postJson("/api/services", { ...services, service: "Cyber Security" })).status).toBe(201);
    expect(await countOf(serviceEnquiries)).toBe(2);
  });

  it("uses the services phone message and refuses unknown services", async () => {
    const phone = await t.postJson("/api/services", { ...services, phone: "12345" });
    expect(phone.status).toBe(400);
    expect((await phone.json()).error).toBe(MESSAGES.phoneServices);
    const service = await t.postJson("/api/services", { ...services, service: "Web Design" });
    expect(service.status).toBe(400);
    expect((await service.json()).issues[0].path).toBe("service");
    const organization = await t.postJson("/api/services", { ...services, organization: undefined });
    expect(organization.status).toBe(400);
    expect(await countOf(serviceEnquiries)).toBe(0);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const res = await t.postJson("/api/services", { ...services, [HONEYPOT_FIELD]: "x" });
    expect(res.status).toBe(201);
    expect(await countOf(serviceEnquiries)).toBe(0);
  });
});

describe("POST /api/contact and /api/contact-queries", () => {
  const message = { name: "Neha", email: "neha@example.in", message: "Do you run weekend batches?" };

  it("stores a chat message with source 'chat'", async () => {
    const res = await t.postJson("/api/contact", { ...message, source: "enquiry" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: MESSAGES.contactThanksApi });
    const rows = await t.deps.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...message, source: "chat" });
  });

  it("stores an enquiry with source 'enquiry' and allows repeats", async () => {
    expect((await t.postJson("/api/contact-queries", message)).status).toBe(201);
    const res = await t.postJson("/api/contact-queries", message);
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe(MESSAGES.contactThanksApi);
    const rows = await t.deps.db.select().from(contactMessages).where(eq(contactMessages.source, "enquiry"));
    expect(rows).toHaveLength(2);
  });

  it("refuses missing fields and a bad e-mail; contact-queries errors carry `message`", async () => {
    for (const body of [
      { ...message, name: "" },
      { ...message, email: "neha@" },
      { ...message, message: "   " },
      { ...message, message: "x".repeat(2001) },
      { name: "Neha" },
    ]) {
      const chat = await t.postJson("/api/contact", body);
      expect(chat.status).toBe(400);
      expect((await chat.json()).error).toEqual(expect.any(String));
      const query = await t.postJson("/api/contact-queries", body);
      expect(query.status).toBe(400);
      const json = await query.json();
      expect(json.message).toBe(json.error);
      expect(json.issues.length).toBeGreaterThan(0);
    }
    const malformed = await t.postJson("/api/contact-queries", "{");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBe(MESSAGES.invalidJson);
    expect(await countOf(contactMessages)).toBe(0);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    expect((await t.postJson("/api/contact", { ...message, [HONEYPOT_FIELD]: "bot" })).status).toBe(201);
    expect((await t.postJson("/api/contact-queries", { ...message, [HONEYPOT_FIELD]: "bot" })).status).toBe(
      201,
    );
    expect(await countOf(contactMessages)).toBe(0);
  });
});
