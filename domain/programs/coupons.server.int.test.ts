/**
 * Coupons with rules, through the public API and the console's write functions, on PGlite and PostgreSQL:
 * every rule refuses with the spec's text, a use is counted only with a stored registration, and of 50
 * simultaneous registrations for the last use exactly one gets it.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCoupon } from "../../tests/support/coupons.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { auditLog, coupons, courses, internships, registrations } from "../db/schema.ts";
import { RuleError } from "../errors.ts";
import { MESSAGES } from "../messages.ts";
import type { Actor } from "../staff/actor.ts";
import { couponSchema } from "./coupon.schema.ts";
import {
  couponUsage,
  createCoupon,
  deleteCoupon,
  getCoupon,
  listCoupons,
  updateCoupon,
} from "./coupons.server.ts";

let t: TestContext;
let courseId: number;
let otherCourseId: number;
const COURSE = "Coupon Course";
const OTHER = "Other Course";
const admin: Actor = { id: "staff-admin", email: "admin@example.in", name: "Admin", role: "admin" };

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_MAX: "100000", RATE_LIMIT_COUPON: "100000/600" });
  const rows = await t.deps.db
    .insert(courses)
    .values([
      { slug: "coupon-course", title: COURSE, category: "Development", feesPaise: 1_000_000 },
      { slug: "other-course", title: OTHER, category: "Development", feesPaise: 500_000 },
    ])
    .returning({ id: courses.id });
  [courseId, otherCourseId] = rows.map((row) => row.id);
  await t.deps.db
    .insert(internships)
    .values({ slug: "coupon-internship", title: COURSE, category: "Development" });
});
afterAll(() => t.close());

let person = 0;
function registration(coupon: string, email = `student${++person}@example.in`, title = COURSE) {
  return {
    fullName: "Aarav Sharma",
    fathersName: "Rakesh Sharma",
    gender: "Male",
    email,
    phone: "9876543210",
    workingStatus: "Student",
    branch: "Computer Science Engineering",
    year: "3rd Year",
    trainingType: "Courses",
    specificTraining: title,
    discount_coupon: coupon,
    agree: true,
  };
}

async function register(coupon: string, email?: string, title?: string) {
  const res = await t.postJson("/api/registration", registration(coupon, email, title));
  return { status: res.status, body: await res.json() };
}

async function check(coupon: string, extra: Record<string, string> = {}, title = COURSE) {
  const res = await t.postJson("/api/check-coupon", {
    trainingType: "Courses",
    specificTraining: title,
    coupon,
    ...extra,
  });
  return { status: res.status, body: await res.json() };
}

const usedCount = async (id: number) =>
  (await t.deps.db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.id, id)))[0].n;
const registrationsWith = async (id: number) =>
  (await t.deps.db.select({ n: count() }).from(registrations).where(eq(registrations.couponId, id)))[0].n;

const DAY = 86_400_000;

const storedRegistration = async (id: string) =>
  (await t.deps.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;

describe("the public check and registration honour every rule", () => {
  it("accepts a usable coupon in any case and stores the discount with the use", async () => {
    const id = await addCoupon(t.deps.db, "course", COURSE, { code: "Spring25", percentage: 25 });
    expect(await check(" spring25 ")).toEqual({
      status: 200,
      body: { valid: true, discount_percentage: 25, discount_type: "percentage", saved: 2500 },
    });
    expect(await usedCount(id)).toBe(0); // a check is not a use
    const { status, body } = await register("SPRING25");
    expect(status).toBe(201);
    const row = await storedRegistration(body.registrationId);
    expect(row).toMatchObject({
      couponId: id,
      couponCode: "SPRING25",
      discountPercentage: 25,
      discountPaise: 250_000,
    });
    expect(await usedCount(id)).toBe(1);
  });

  it.each([
    ["inactive", { isActive: false }],
    ["not yet valid", { validFrom: new Date(Date.now() + DAY) }],
    ["expired", { validUntil: new Date(Date.now() - 1000) }],
    ["used up", { totalUses: 2, usedCount: 2 }],
  ])("refuses a coupon that is %s with the spec's text, storing nothing", async (label, rules) => {
    const code = `RULE${label.replace(/\W/g, "").toUpperCase()}`;
    const id = await addCoupon(t.deps.db, "course", COURSE, { code, percentage: 10, ...rules });
    expect(await check(code)).toEqual({
      status: 400,
      body: expect.objectContaining({ error: MESSAGES.couponInvalid }),
    });
    const before = await usedCount(id);
    const refused = await register(code);
    expect(refused).toMatchObject({ status: 400, body: { success: false, error: MESSAGES.couponInvalid } });
    expect(await usedCount(id)).toBe(before);
    expect(await registrationsWith(id)).toBe(0);
  });

  it("is valid from the start of its first day until its end", async () => {
    await addCoupon(t.deps.db, "course", COURSE, {
      code: "WINDOW",
      percentage: 5,
      validFrom: new Date(Date.now() - 1000),
      validUntil: new Date(Date.now() + DAY),
    });
    expect((await check("WINDOW")).status).toBe(200);
  });

  it("belongs to one program: the same code elsewhere is another coupon or none", async () => {
    await addCoupon(t.deps.db, "course", OTHER, { code: "ONLYOTHER", percentage: 30 });
    expect((await check("ONLYOTHER")).status).toBe(400);
    expect((await check("ONLYOTHER", {}, OTHER)).body).toMatchObject({
      discount_percentage: 30,
      saved: 1500,
    });
    // An internship with the same title as the course does not lend it its coupons.
    await addCoupon(t.deps.db, "internship", COURSE, { code: "INTERNONLY", percentage: 30 });
    expect((await check("INTERNONLY")).status).toBe(400);
  });

  it("limits uses per e-mail address (Gmail's dots and +tags are the same address)", async () => {
    const id = await addCoupon(t.deps.db, "course", COURSE, {
      code: "ONCEEACH",
      percentage: 10,
      usesPerEmail: 1,
    });
    expect((await register("ONCEEACH", "asha.k@gmail.com")).status).toBe(201);
    expect(await register("ONCEEACH", "ashak+again@googlemail.com")).toMatchObject({
      status: 400,
      body: { error: MESSAGES.couponInvalid, issues: [{ path: "discount_coupon" }] },
    });
    // The check says so too when it is given the address; without one it cannot know.
    expect((await check("ONCEEACH", { email: "AshaK@gmail.com" })).status).toBe(400);
    expect((await check("ONCEEACH")).status).toBe(200);
    expect((await register("ONCEEACH", "someone.else@gmail.com")).status).toBe(201);
    expect(await usedCount(id)).toBe(2);
  });

  it("gives the last use to exactly one of 50 simultaneous registrations", async () => {
    const id = await addCoupon(t.deps.db, "course", COURSE, {
      code: "LASTONE",
      percentage: 50,
      totalUses: 3,
      usedCount: 2,
    });
    const results = await Promise.all(Array.from({ length: 50 }, () => register("lastone")));
    const accepted = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 400);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r.body.error).toBe(MESSAGES.couponInvalid);
    expect(await usedCount(id)).toBe(3);
    expect(await registrationsWith(id)).toBe(1);
    expect((await register("LASTONE")).status).toBe(400);
  });

  it("stops showing a program's coupon on the public API once its last use is taken", async () => {
    const [program] = await t.deps.db
      .insert(courses)
      .values({ slug: "one-seat", title: "One Seat", category: "Design", feesPaise: 100_000 })
      .returning({ id: courses.id });
    await addCoupon(t.deps.db, "course", "One Seat", { code: "SEAT", percentage: 40, totalUses: 1 });
    const option = async () =>
      ((await (await t.app.request("/api/get-course-titles")).json()) as { title: string }[]).find(
        (o) => o.title === "One Seat",
      );
    t.deps.content.move(); // the test inserted rows behind the cache's back
    expect(await option()).toMatchObject({ discount_coupon: true, discount_percentage: 40 });
    expect((await register("SEAT", undefined, "One Seat")).status).toBe(201);
    // The registration moved the content version: the cached list follows at once.
    expect(await option()).toMatchObject({ discount_coupon: false, discount_percentage: 0 });
    const detail = await (await t.app.request("/api/created-courses-web/slug/one-seat")).json();
    expect(detail).toMatchObject({ has_coupon: false, price: { fee_with_coupon: null } });
    expect(program.id).toBeGreaterThan(0);
  });
});

describe("console writes", () => {
  /** As the form sends it: every value a string, the checkbox "on" or absent. */
  const input = (values: Record<string, unknown>) =>
    couponSchema.parse(
      Object.fromEntries(
        Object.entries({ program: `course:${courseId}`, percentage: 10, isActive: true, ...values }).map(
          ([key, value]) => [key, typeof value === "number" ? String(value) : value],
        ),
      ),
    );

  it("creates a coupon with its audit row; codes are stored in capitals and unique per program", async () => {
    const id = await createCoupon(
      t.deps.db,
      admin,
      input({ code: "Diwali10", validFrom: "2026-11-01", validUntil: "2026-11-30", totalUses: 5 }),
    );
    const { values, coupon } = await getCoupon(t.deps.db, id);
    expect(values).toMatchObject({
      code: "DIWALI10",
      validFrom: "2026-11-01",
      validUntil: "2026-11-30",
      totalUses: "5",
      usesPerEmail: "",
    });
    // Whole days in India: from 00:00 IST on the first day to 24:00 IST on the last.
    expect(coupon.validFrom?.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(coupon.validUntil?.toISOString()).toBe("2026-11-30T18:30:00.000Z");
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "coupon"), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ action: "create", actorEmail: admin.email });
    expect(audit.changes).toMatchObject({ code: [null, "DIWALI10"], totalUses: [null, 5] });

    await expect(createCoupon(t.deps.db, admin, input({ code: "DIWALI10" }))).rejects.toThrow(RuleError);
    // The same code on another program is another coupon.
    await expect(
      createCoupon(t.deps.db, admin, input({ code: "DIWALI10", program: `course:${otherCourseId}` })),
    ).resolves.toBeGreaterThan(id);
  });

  it("refuses a total below the uses so far, and records the changed fields", async () => {
    const id = await createCoupon(t.deps.db, admin, input({ code: "USEDTWICE" }));
    expect((await register("USEDTWICE")).status).toBe(201);
    expect((await register("usedtwice")).status).toBe(201);
    await expect(
      updateCoupon(t.deps.db, admin, id, input({ code: "USEDTWICE", totalUses: 1 })),
    ).rejects.toThrow("This coupon has been used 2 times; the total cannot be lower.");
    await updateCoupon(t.deps.db, admin, id, input({ code: "USEDTWICE", totalUses: 2, percentage: 15 }));
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "coupon"), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => a.action)).toEqual(["create", "update"]);
    expect(audits[1].changes).toEqual({ percentage: [10, 15], totalUses: [null, 2] });
    expect((await check("USEDTWICE")).status).toBe(400); // used up now

    // The usage report: who and when, from the stored registrations.
    const usage = await couponUsage(t.deps.db, id);
    expect(usage).toHaveLength(2);
    expect(usage[0]).toMatchObject({
      fullName: "Aarav Sharma",
      email: expect.stringMatching(/@example\.in$/),
    });
    expect(usage[0].at).toBeInstanceOf(Date);

    await expect(deleteCoupon(t.deps.db, admin, id)).rejects.toThrow(RuleError);
  });

  it("deletes an unused coupon with an audit row, and lists and filters coupons", async () => {
    const id = await createCoupon(t.deps.db, admin, input({ code: "GONE", isActive: false }));
    const listed = await listCoupons(t.deps.db, { q: "gone", status: "inactive" });
    expect(listed.items.map((c) => [c.code, c.programTitle, c.programKind, c.status])).toEqual([
      ["GONE", COURSE, "course", "inactive"],
    ]);
    expect((await listCoupons(t.deps.db, { q: "gone", status: "active" })).items).toEqual([]);
    await addCoupon(t.deps.db, "internship", COURSE, { code: "INTERNLIST", percentage: 10 });
    const internshipOnes = (await listCoupons(t.deps.db, { kind: "internship" })).items;
    expect(internshipOnes.map((c) => c.code)).toContain("INTERNLIST");
    expect(internshipOnes.every((c) => c.programKind === "internship")).toBe(true);
    await deleteCoupon(t.deps.db, admin, id);
    await expect(getCoupon(t.deps.db, id)).rejects.toThrow("This coupon does not exist any more.");
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "delete"), eq(auditLog.entityId, String(id))));
    expect(audit.changes).toEqual({ code: ["GONE", null] });
  });

  it("refuses a program that does not exist", async () => {
    await expect(
      createCoupon(t.deps.db, admin, input({ code: "NOWHERE", program: "course:999999" })),
    ).rejects.toThrow("This program does not exist any more.");
  });
});

describe("flat amounts and coupons for every program", () => {
  const form = (values: Record<string, string>) =>
    couponSchema.parse({ program: `course:${courseId}`, isActive: true, ...values });

  it("a flat coupon takes its amount off, never below zero, on the check, the stored registration and the pages", async () => {
    const id = await createCoupon(
      t.deps.db,
      admin,
      form({ code: "flat1500", discountKind: "flat", amount: "1500" }),
    );
    expect((await getCoupon(t.deps.db, id)).values).toMatchObject({
      code: "FLAT1500",
      discountKind: "flat",
      amount: "1500",
      percentage: "",
    });
    // ₹10,000 course: ₹1,500 off is 15 %.
    expect((await check("Flat1500")).body).toEqual({
      valid: true,
      discount_percentage: 15,
      discount_type: "flat",
      saved: 1500,
    });
    const { status, body } = await register("flat1500");
    expect(status).toBe(201);
    const row = await storedRegistration(body.registrationId);
    expect(row).toMatchObject({
      couponId: id,
      couponCode: "FLAT1500",
      discountPaise: 150_000,
      totalFeesPaise: 850_000,
      payableNowPaise: 850_000 + row.registrationFeePaise,
    });

    // More than the fee (₹5,000 course): the fee becomes ₹0, the registration fee is still due.
    await createCoupon(
      t.deps.db,
      admin,
      form({ code: "HUGE", discountKind: "flat", amount: "99999", program: `course:${otherCourseId}` }),
    );
    expect((await check("huge", {}, OTHER)).body).toMatchObject({ saved: 5000, discount_percentage: 100 });
    const huge = await register("HUGE", undefined, OTHER);
    const free = await storedRegistration(huge.body.registrationId);
    expect(free).toMatchObject({ discountPaise: 500_000, totalFeesPaise: 0 });
    expect(free.payableNowPaise).toBe(free.registrationFeePaise);
    const detail = await (await t.app.request("/api/created-courses-web/slug/other-course")).json();
    expect(detail.price).toMatchObject({ fee: 5000, fee_with_coupon: 0, coupon_percentage: 100 });
  });

  it("the form asks for the amount of a flat coupon and the percentage of the other", () => {
    const refused = couponSchema.safeParse({
      program: "all",
      code: "X",
      discountKind: "flat",
      percentage: "10",
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["amount", "Enter an amount in rupees above 0 (at most 2 decimals)."],
    ]);
    expect(couponSchema.safeParse({ program: "all", code: "X", discountKind: "percentage" }).success).toBe(
      false,
    );
    expect(
      couponSchema.parse({ program: "all", code: "x-1", discountKind: "flat", amount: "999.50" }),
    ).toMatchObject({ code: "X-1", amount: 99_950 });
  });

  it("a coupon for every program works on any course or internship; a program's own code comes first", async () => {
    const id = await createCoupon(
      t.deps.db,
      admin,
      form({ program: "all", code: "everyone5", percentage: "5" }),
    );
    const listed = await listCoupons(t.deps.db, { q: "EVERYONE5" });
    expect(listed.items.map((c) => [c.code, c.programKind])).toEqual([["EVERYONE5", "all"]]);
    expect((await getCoupon(t.deps.db, id)).values.program).toBe("all");
    expect((await check("Everyone5")).body).toMatchObject({ discount_percentage: 5, saved: 500 });
    expect((await check("EVERYONE5", {}, OTHER)).body).toMatchObject({ discount_percentage: 5, saved: 250 });
    const internship = await t.postJson("/api/check-coupon", {
      trainingType: "Internship",
      specificTraining: COURSE,
      coupon: "everyone5",
    });
    expect(internship.status).toBe(200);
    // The same code again for every program is refused; for one program it is that program's own.
    await expect(
      createCoupon(t.deps.db, admin, form({ program: "all", code: "EVERYONE5", percentage: "9" })),
    ).rejects.toThrow(RuleError);
    await createCoupon(t.deps.db, admin, form({ code: "EVERYONE5", percentage: "30" }));
    expect((await check("everyone5")).body).toMatchObject({ discount_percentage: 30 });
    expect((await check("everyone5", {}, OTHER)).body).toMatchObject({ discount_percentage: 5 });
    const { body } = await register("everyone5", undefined, OTHER);
    const row = await storedRegistration(body.registrationId);
    expect(row).toMatchObject({ couponId: id, discountPaise: 25_000 });
    // A coupon for every program would reach the programs of the tests that run after this one: it ends
    // switched off, so they pass in any order.
    await updateCoupon(
      t.deps.db,
      admin,
      id,
      couponSchema.parse({ program: "all", code: "EVERYONE5", percentage: "5", isActive: false }),
    );
    expect((await check("everyone5", {}, OTHER)).status).toBe(400);
  });

  it("codes stay in one case in the database whatever is written", async () => {
    await expect(t.deps.db.insert(coupons).values({ code: "lower", percentage: 5 })).rejects.toThrow();
    const codes = await t.deps.db.select({ code: coupons.code }).from(coupons);
    for (const { code } of codes) expect(code).toBe(code.toUpperCase());
  });
});
