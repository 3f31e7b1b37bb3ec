import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, internships, registrations } from "../../domain/db/schema.ts";
import { formatDay } from "../../domain/format.ts";
import { HONEYPOT_FIELD } from "../../domain/honeypot.ts";
import { MESSAGES } from "../../domain/messages.ts";
import { REGISTRATION_ERRORS } from "../../domain/programs/registration.schema.ts";
import { requiredRegistrationFields, sampleRegistration } from "../../domain/programs/test-fixtures.ts";
import { addCoupon } from "../../tests/support/coupons.ts";
import { fullStackCourse, webInternship } from "../../tests/support/program-rows.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

const run = promisify(execFile);
let t: TestContext;
let tmp: string;

beforeAll(async () => {
  t = await createTestContext();
  tmp = await mkdtemp(path.join(tmpdir(), "registration-pdf-"));
  await t.deps.db.insert(courses).values([
    fullStackCourse,
    {
      slug: "ui-ux-design-masterclass",
      title: "UI/UX Design Masterclass",
      category: "Design",
      duration: "4 Months",
      feesPaise: 1_499_900,
    },
    {
      slug: "fractional",
      title: "Fractional Course",
      category: "Design",
      feesPaise: 1_999_900,
    },
    { slug: "retired", title: "Retired Course", category: "Design", feesPaise: 100, isActive: false },
  ]);
  await t.deps.db.insert(internships).values(webInternship);
  const { db } = t.deps;
  await addCoupon(db, "course", "Full Stack Web Development", { code: "NEXORA20", percentage: 20 });
  await addCoupon(db, "course", "Fractional Course", { code: "HALF", percentage: 12.5 });
  await addCoupon(db, "internship", "Web Development Internship", { code: "INTERN15", percentage: 15 });
});
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

const valid = sampleRegistration;

const storedCount = async () => (await t.deps.db.select({ n: count() }).from(registrations))[0].n;
const stored = async (id: string) =>
  (await t.deps.db.select().from(registrations).where(eq(registrations.id, id)))[0];

async function register(body: unknown) {
  const res = await t.postJson("/api/registration", body);
  return { status: res.status, body: await res.json() };
}

/** Expects a 400 `{ success: false, error, issues }` and nothing stored. */
async function expectRefused(body: unknown, error: string, issuePath?: string) {
  const before = await storedCount();
  const res = await register(body);
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, error });
  if (issuePath) expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(issuePath);
  expect(await storedCount()).toBe(before);
  return res.body;
}

describe("POST /api/check-coupon", () => {
  const check = async (body: unknown) => {
    const res = await t.postJson("/api/check-coupon", body);
    return { status: res.status, body: await res.json() };
  };
  const base = { trainingType: "Courses", specificTraining: "Full Stack Web Development" };

  it("confirms a matching coupon (trimmed, any case) with its percentage and the rupees saved", async () => {
    for (const coupon of ["NEXORA20", " nexora20 "]) {
      const { status, body } = await check({ ...base, coupon });
      expect(status).toBe(200);
      expect(body).toEqual({
        valid: true,
        discount_percentage: 20,
        discount_type: "percentage",
        saved: 4999.8,
      });
    }
    const internship = await check({
      trainingType: "Internship",
      specificTraining: "Web Development Internship",
      coupon: "intern15",
    });
    expect(internship.body).toEqual({
      valid: true,
      discount_percentage: 15,
      discount_type: "percentage",
      saved: 749.85,
    });
    const fractional = await check({
      trainingType: "Courses",
      specificTraining: "Fractional Course",
      coupon: "half",
    });
    expect(fractional.body.saved).toBe(2499.88);
  });

  it("refuses a wrong coupon, or any coupon for a program without one", async () => {
    for (const body of [
      { ...base, coupon: "NEXORA21" },
      { ...base, coupon: "INTERN15" },
      { trainingType: "Courses", specificTraining: "UI/UX Design Masterclass", coupon: "NEXORA20" },
    ]) {
      const res = await check(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.couponInvalid);
    }
  });

  it("asks for a coupon when it is empty or missing", async () => {
    for (const body of [{ ...base, coupon: "" }, { ...base, coupon: "   " }, base]) {
      const res = await check(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.couponEmpty);
    }
  });

  it("refuses an unknown or inactive program, or one of the other training type", async () => {
    for (const body of [
      { ...base, specificTraining: "No Such Course", coupon: "X" },
      { ...base, specificTraining: "Retired Course", coupon: "X" },
      { trainingType: "Internship", specificTraining: "Full Stack Web Development", coupon: "NEXORA20" },
    ]) {
      const res = await check(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.programUnavailable);
    }
  });

  it("refuses malformed JSON and a bad training type", async () => {
    const bad = await check("{not json");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(MESSAGES.invalidJson);
    const type = await check({ ...base, trainingType: "Workshop", coupon: "NEXORA20" });
    expect(type.status).toBe(400);
    expect(type.body.issues[0].path).toBe("trainingType");
  });
});

describe("POST /api/registration", () => {
  it("stores the registration with server-computed amounts and answers an unguessable id and a token", async () => {
    const { status, body } = await register({ ...valid, discount_coupon: " nexora20 " });
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      registrationId: expect.stringMatching(/^REG-[0-9A-HJKMNP-TV-Z]{10}$/),
      downloadToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const row = await stored(body.registrationId);
    expect(row).toMatchObject({
      fullName: "Aarav Sharma",
      email: "aarav@example.in",
      trainingType: "Courses",
      specificTraining: "Full Stack Web Development",
      duration: "6 Months",
      programPricePaise: 2_499_900,
      couponCode: "NEXORA20",
      discountPercentage: 20,
      discountPaise: 499_980,
      totalFeesPaise: 1_999_920,
      registrationFeePaise: 50_000,
      payableNowPaise: 2_049_920,
    });
    expect(row.downloadTokenHash).toBe(createHash("sha256").update(body.downloadToken).digest("hex"));
  });

  it("ignores every total the client sends", async () => {
    const { status, body } = await register({
      ...valid,
      discount_coupon: "NEXORA20",
      duration: "1 Day",
      total_fees: 1,
      discount_percentage: 99,
      registrationFees: 0,
      final_price: 1,
    });
    expect(status).toBe(201);
    const row = await stored(body.registrationId);
    expect(row).toMatchObject({
      duration: "6 Months",
      discountPercentage: 20,
      totalFeesPaise: 1_999_920,
      registrationFeePaise: 50_000,
      payableNowPaise: 2_049_920,
    });
  });

  it("charges the full price without a coupon, and fills the optional fields' defaults", async () => {
    const { address, collegeName, collegeAddress, nationality, ...required } = valid;
    const { body } = await register({
      ...required,
      trainingType: "Internship",
      specificTraining: "Web Development Internship",
      discount_coupon: "",
    });
    const row = await stored(body.registrationId);
    expect(row).toMatchObject({
      nationality: "Indian",
      address: "",
      collegeName: "",
      collegeAddress: "",
      specificTraining: "Web Development Internship",
      duration: "3 Months",
      couponCode: null,
      discountPercentage: 0,
      discountPaise: 0,
      totalFeesPaise: 499_900,
      payableNowPaise: 549_900,
    });
  });

  it("gives each registration its own id and token", async () => {
    const a = (await register(valid)).body;
    const b = (await register(valid)).body;
    expect(a.registrationId).not.toBe(b.registrationId);
    expect(a.downloadToken).not.toBe(b.downloadToken);
  });

  it("refuses malformed JSON and a body that is not JSON", async () => {
    await expectRefused('{"fullName": ', MESSAGES.invalidJson);
    const before = await storedCount();
    const res = await t.app.request("/api/registration", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "fullName=x",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).success).toBe(false);
    expect(await storedCount()).toBe(before);
  });

  it("refuses a JSON value that is not an object", async () => {
    await expectRefused([valid], REGISTRATION_ERRORS.form);
    await expectRefused("null", REGISTRATION_ERRORS.form);
    await expectRefused("42", REGISTRATION_ERRORS.form);
  });

  it.each(requiredRegistrationFields)("refuses a registration without %s", async (field, message) => {
    const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
    await expectRefused(rest, message, field);
  });

  it("refuses wrong types and formats", async () => {
    await expectRefused({ ...valid, phone: 9876543210 }, REGISTRATION_ERRORS.phone, "phone");
    await expectRefused({ ...valid, phone: "98765-4321" }, REGISTRATION_ERRORS.phone, "phone");
    await expectRefused({ ...valid, email: "aarav@" }, REGISTRATION_ERRORS.email, "email");
    await expectRefused({ ...valid, agree: "yes" }, REGISTRATION_ERRORS.agree, "agree");
    await expectRefused({ ...valid, agree: false }, REGISTRATION_ERRORS.agree, "agree");
    await expectRefused({ ...valid, fullName: ["Aarav"] }, REGISTRATION_ERRORS.fullName, "fullName");
    await expectRefused({ ...valid, gender: "Unknown" }, REGISTRATION_ERRORS.gender, "gender");
    await expectRefused(
      { ...valid, fullName: "x".repeat(101) },
      REGISTRATION_ERRORS.tooLong("Full name", 100),
    );
  });

  it("refuses an unknown, inactive or mismatched program", async () => {
    await expectRefused(
      { ...valid, specificTraining: "No Such Course" },
      MESSAGES.programUnavailable,
      "specificTraining",
    );
    await expectRefused({ ...valid, specificTraining: "Retired Course" }, MESSAGES.programUnavailable);
    await expectRefused(
      { ...valid, specificTraining: "full stack web development" },
      MESSAGES.programUnavailable,
    );
    await expectRefused({ ...valid, trainingType: "Internship" }, MESSAGES.programUnavailable);
  });

  it("refuses a wrong coupon, or a coupon for a program without one", async () => {
    await expectRefused({ ...valid, discount_coupon: "NEXORA21" }, MESSAGES.couponInvalid, "discount_coupon");
    await expectRefused({ ...valid, discount_coupon: "INTERN15" }, MESSAGES.couponInvalid);
    await expectRefused(
      { ...valid, specificTraining: "UI/UX Design Masterclass", discount_coupon: "NEXORA20" },
      MESSAGES.couponInvalid,
    );
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = await storedCount();
    const { status, body } = await register({ ...valid, [HONEYPOT_FIELD]: "http://spam.example" });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.registrationId).toMatch(/^REG-/);
    expect(await storedCount()).toBe(before);
    expect(await stored(body.registrationId)).toBeUndefined();
  });
});

describe("GET /api/generate-pdf/{registrationId}", () => {
  let registrationId: string;
  let downloadToken: string;
  let otherToken: string;

  beforeAll(async () => {
    ({ registrationId, downloadToken } = (await register({ ...valid, discount_coupon: "NEXORA20" })).body);
    otherToken = (await register(valid)).body.downloadToken;
  });

  const pdfText = async (bytes: Uint8Array) => {
    const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
    await writeFile(file, bytes);
    const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
    return stdout;
  };

  it("answers the confirmation PDF as an attachment for the right token", async () => {
    const res = await t.app.request(`/api/generate-pdf/${registrationId}?token=${downloadToken}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Registration-Confirmation-${registrationId}.pdf"`,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(Buffer.from(bytes).toString("latin1")).toContain(registrationId);

    const text = await pdfText(bytes);
    for (const expected of [
      "Nexora Technologies",
      "Registration Confirmation",
      registrationId,
      formatDay((await stored(registrationId)).createdAt),
      "Aarav Sharma",
      "Rakesh Sharma",
      "aarav@example.in",
      "9876543210",
      "Full Stack Web Development",
      "Courses",
      "6 Months",
      "₹24,999.00",
      "₹4,999.80",
      "₹19,999.20",
      "₹500.00",
      "₹20,499.20",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("NEXORA20");
  });

  it("renders names outside the built-in font's range without failing", async () => {
    const created = (await register({ ...valid, fullName: "आरव शर्मा", fathersName: "Zoë Ünal" })).body;
    const res = await t.app.request(
      `/api/generate-pdf/${created.registrationId}?token=${created.downloadToken}`,
    );
    expect(res.status).toBe(200);
    expect(await pdfText(new Uint8Array(await res.arrayBuffer()))).toContain(created.registrationId);
  });

  it("answers 404 without a token, with a wrong one, or with another registration's", async () => {
    for (const query of ["", "?token=", "?token=wrong", `?token=${otherToken}`, `?token=${downloadToken}x`]) {
      const res = await t.app.request(`/api/generate-pdf/${registrationId}${query}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Registration not found." });
    }
  });

  it("answers 404 for an unknown or malformed id, even with a valid token", async () => {
    for (const id of ["REG-0000000000", "REG-123", "1", "%27%20OR%201%3D1"]) {
      const res = await t.app.request(`/api/generate-pdf/${id}?token=${downloadToken}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: MESSAGES.registrationNotFound });
    }
  });
});
