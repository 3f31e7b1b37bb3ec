/**
 * The registration page's action: the form posted without JavaScript (form-encoded, as a browser sends it),
 * against a real database. It stores through the same `register` as POST /api/registration, with the
 * program's price and coupon read from the database, and answers field errors with the values kept.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { action } from "../../app/routes/registration-forms";
import { coupons, courses, internships, outbox, registrations } from "../../domain/db/schema.ts";
import { HONEYPOT_FIELD } from "../../domain/honeypot.ts";
import { MESSAGES } from "../../domain/messages.ts";
import { REGISTRATION_ERRORS } from "../../domain/programs/registration.schema.ts";
import { CONTROL_CHARACTER_MESSAGE } from "../../domain/text.ts";
import { addCoupon } from "../support/coupons.ts";
import { fullStackCourse, webInternship } from "../support/program-rows.ts";
import { type ActionAnswer, postToAction } from "../support/route-action.ts";
import { createTestContext, type TestContext } from "../support/test-app.ts";

let t: TestContext;
let wakes = 0;
let versionAtStart = 0;
/** How often the content version moved since the test began (a write's declared content change). */
const contentChanges = () => t.deps.content.current - versionAtStart;
let couponId: number;

beforeAll(async () => {
  t = await createTestContext();
  vi.spyOn(t.deps.mail, "wake").mockImplementation(() => {
    wakes++;
  });
  await t.deps.db.insert(courses).values(fullStackCourse);
  await t.deps.db.insert(internships).values(webInternship);
  couponId = await addCoupon(t.deps.db, "course", "Full Stack Web Development", {
    code: "NEXORA20",
    percentage: 20,
    totalUses: 2,
  });
});
afterAll(() => t.close());
/** Sets how many of NEXORA20's two uses are gone (each test says what it starts from). */
const setCouponUses = (used: number) =>
  t.deps.db.update(coupons).set({ usedCount: used }).where(eq(coupons.id, couponId));

beforeEach(async () => {
  wakes = 0;
  await setCouponUses(0);
  versionAtStart = t.deps.content.current;
});

/** The fields the page's form posts, filled in as a visitor would (the checkbox posts "on"). */
function formFields(overrides: Record<string, string | null> = {}) {
  const fields: Record<string, string | null> = {
    fullName: "Asha Verma",
    fathersName: "Ravi Verma",
    nationality: "Indian",
    gender: "Female",
    email: "asha.page@example.in",
    phone: "9876543210",
    address: "12 MG Road, Noida",
    workingStatus: "Student",
    collegeName: "IIT Delhi",
    branch: "Computer Science Engineering",
    year: "3rd Year",
    collegeAddress: "",
    trainingType: "Courses",
    specificTraining: "Full Stack Web Development",
    discount_coupon: "",
    agree: "on",
    [HONEYPOT_FIELD]: "",
    ...overrides,
  };
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== null) body.append(name, value);
  return body;
}

type Answer = ActionAnswer<{
  result: {
    status?: string;
    error?: Record<string, string[] | null>;
    initialValue?: Record<string, unknown>;
  } | null;
  confirmation: {
    registrationId: string;
    downloadToken: string;
    program: string;
    fees: { pricePaise: number; discountPaise: number; totalFeesPaise: number; payableNowPaise: number };
    discountPercentage: number;
  } | null;
  /** A refusal's text, the `error` POST /api/registration answers the same body with. */
  error?: string;
}>;

/** Posts the form to the page's action as the browser would without JavaScript. */
function post(body: URLSearchParams): Promise<Answer> {
  // The app's own write context: its effects reach t.deps's content version and mail worker.
  return postToAction(action, "http://localhost/registration-forms", body, { db: t.deps.db });
}

const registrationCount = async () => (await t.deps.db.select({ n: count() }).from(registrations))[0]!.n;
const outboxCount = async () => (await t.deps.db.select({ n: count() }).from(outbox))[0]!.n;
const couponUses = async () =>
  (await t.deps.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId)))[0]!
    .used;

describe("the registration page's action", () => {
  it("stores one registration with the server's amounts, whatever fees the post carries", async () => {
    const before = await registrationCount();
    const { status, body, cacheControl } = await post(
      formFields({
        email: "asha.fees@example.in",
        discount_coupon: "nexora20",
        total_fees: "1",
        discount_percentage: "100",
        registrationFees: "0",
        final_price: "0",
      }),
    );
    expect(status).toBe(200);
    expect(body.result).toBeNull();
    // The answer shows the download token: no cache may keep it.
    expect(cacheControl).toBe("no-store");
    const confirmation = body.confirmation!;
    expect(confirmation.registrationId).toMatch(/^REG-/);
    expect(confirmation.downloadToken).not.toBe("");
    expect(confirmation).toMatchObject({
      program: "Full Stack Web Development",
      discountPercentage: 20,
      fees: {
        pricePaise: 2_499_900,
        discountPaise: 499_980,
        totalFeesPaise: 1_999_920,
        payableNowPaise: 2_049_920,
      },
    });
    expect(await registrationCount()).toBe(before + 1);
    const [row] = await t.deps.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, confirmation.registrationId));
    expect(row).toMatchObject({
      fullName: "Asha Verma",
      email: "asha.fees@example.in",
      branch: "Computer Science Engineering",
      specificTraining: "Full Stack Web Development",
      duration: "6 Months",
      programPricePaise: 2_499_900,
      couponCode: "NEXORA20",
      discountPercentage: 20,
      totalFeesPaise: 1_999_920,
      registrationFeePaise: 50_000,
      payableNowPaise: 2_049_920,
    });
    expect(await couponUses()).toBe(1);
    // The mail worker is asked to send the notifications now.
    expect(wakes).toBe(1);
    expect(contentChanges()).toBe(0);
  });

  it("stores the typed branch when 'Other' is chosen, and moves the content on when a coupon's last use goes", async () => {
    await setCouponUses(1);
    const { status, body } = await post(
      formFields({
        email: "ravi.other@example.in",
        branch: "Other",
        branchOther: " Biotechnology ",
        discount_coupon: "NEXORA20",
      }),
    );
    expect(status).toBe(200);
    const [row] = await t.deps.db
      .select({ branch: registrations.branch })
      .from(registrations)
      .where(eq(registrations.id, body.confirmation!.registrationId));
    expect(row!.branch).toBe("Biotechnology");
    expect(await couponUses()).toBe(2);
    expect(contentChanges()).toBe(1);
  });

  it("stores nothing for a filled honeypot, and answers like a registration", async () => {
    const before = [await registrationCount(), await outboxCount()];
    const { status, body } = await post(
      formFields({ [HONEYPOT_FIELD]: "http://spam.example", email: "bot@example.in" }),
    );
    expect(status).toBe(200);
    expect(body.confirmation!.registrationId).toMatch(/^REG-/);
    expect([await registrationCount(), await outboxCount()]).toEqual(before);
  });

  it("refuses a program of the other training type on the program field, keeping the values", async () => {
    const before = await registrationCount();
    const { status, body } = await post(
      formFields({ trainingType: "Internship", specificTraining: "Full Stack Web Development" }),
    );
    expect(status).toBe(400);
    expect(body.confirmation).toBeNull();
    expect(body.result!.error).toMatchObject({ specificTraining: [MESSAGES.programUnavailable] });
    expect(body.result!.initialValue).toMatchObject({ fullName: "Asha Verma", trainingType: "Internship" });
    expect(await registrationCount()).toBe(before);
  });

  it("gives a refusal the API's text for the same body (what the form toasts with JavaScript)", async () => {
    const fields = formFields({ trainingType: "Internship", specificTraining: "Full Stack Web Development" });
    const { body } = await post(fields);
    const api = await t.postJson("/api/registration", {
      ...Object.fromEntries(fields),
      agree: true,
    });
    expect(api.status).toBe(400);
    expect(body.error).toBe(MESSAGES.programUnavailable);
    expect(body.error).toBe(((await api.json()) as { error: string }).error);
  });

  it("refuses an invalid or used-up coupon with the spec's text on the coupon field, using nothing", async () => {
    await setCouponUses(2);
    const before = [await registrationCount(), await couponUses(), await outboxCount()];
    for (const code of ["WRONG50", "NEXORA20"]) {
      const { status, body } = await post(
        formFields({ email: "kavya.coupon@example.in", discount_coupon: code }),
      );
      expect(status).toBe(400);
      expect(body.result!.error).toMatchObject({ discount_coupon: [MESSAGES.couponInvalid] });
      expect(body.result!.initialValue).toMatchObject({
        discount_coupon: code,
        email: "kavya.coupon@example.in",
      });
    }
    expect([await registrationCount(), await couponUses(), await outboxCount()]).toEqual(before);
    expect(wakes).toBe(0);
  });

  it("answers the schema's messages on their fields, the typed branch's on its own field", async () => {
    const before = await registrationCount();
    const { status, body, cacheControl } = await post(
      formFields({ fullName: "", email: "not-an-email", branch: "Other", branchOther: " ", agree: null }),
    );
    expect(status).toBe(400);
    expect(cacheControl).toBe("no-store");
    expect(body.result!.error).toMatchObject({
      fullName: [REGISTRATION_ERRORS.fullName],
      email: [REGISTRATION_ERRORS.email],
      branchOther: [REGISTRATION_ERRORS.branch],
      agree: [REGISTRATION_ERRORS.agree],
    });
    expect(body.result!.initialValue).toMatchObject({ fathersName: "Ravi Verma", email: "not-an-email" });
    expect(await registrationCount()).toBe(before);
  });

  it("refuses control characters the schema lets through, storing nothing", async () => {
    const before = await registrationCount();
    const { status, body } = await post(formFields({ collegeName: "IIT\u0000Delhi" }));
    expect(status).toBe(400);
    expect(body.result!.error).toMatchObject({ collegeName: [CONTROL_CHARACTER_MESSAGE] });
    expect(await registrationCount()).toBe(before);
  });
});
