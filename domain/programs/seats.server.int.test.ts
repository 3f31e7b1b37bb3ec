/**
 * Seats of batches through the public registration API and the domain, on PGlite and PostgreSQL: a program with
 * batches asks for one, every bad batch is refused with its text and nothing stored, a seat is counted only with
 * a stored registration, 50 simultaneous registrations for the last 3 seats give exactly 3 (also from two
 * instances, each with its own pool), and a cancelled registration gives its seat back.
 */
import { and, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBatch, composeLetter, dayFromNow, secondInstance } from "../../tests/support/batches.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { auditLog, batches, courses, internships, outbox, registrations } from "../db/schema.ts";
import type { Actor } from "../staff/actor.ts";
import { BATCH_MESSAGES } from "./batch.schema.ts";
import { register } from "./register.server.ts";
import { changeRegistrationStatus } from "./registrations-admin.server.ts";
import { lapseUnpaidSeats } from "./seat-holds.server.ts";

let t: TestContext;
let courseId: number;
let otherCourseId: number;
let internshipId: number;
const COURSE = "Batch Course";
const OTHER = "Other Batch Course";
const PLAIN = "Course Without Batches";
const counsellor: Actor = { id: "staff-c", email: "c@example.in", name: "Counsellor", role: "counsellor" };

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_MAX: "100000" });
  const rows = await t.deps.db
    .insert(courses)
    .values([
      { slug: "batch-course", title: COURSE, category: "Development", feesPaise: 1_000_000 },
      { slug: "other-batch-course", title: OTHER, category: "Development", feesPaise: 500_000 },
      { slug: "plain-course", title: PLAIN, category: "Development", feesPaise: 500_000 },
    ])
    .returning({ id: courses.id });
  [courseId, otherCourseId] = rows.map((row) => row.id);
  [{ id: internshipId }] = await t.deps.db
    .insert(internships)
    .values({ slug: "batch-internship", title: COURSE, category: "Development" })
    .returning({ id: internships.id });
});
afterAll(() => t.close());

let person = 0;
function body(batchId: number | string | null, title = COURSE, trainingType = "Courses") {
  return {
    fullName: "Aarav Sharma",
    fathersName: "Rakesh Sharma",
    gender: "Male",
    email: `student${++person}@example.in`,
    phone: "9876543210",
    workingStatus: "Student",
    branch: "Computer Science Engineering",
    year: "3rd Year",
    trainingType,
    specificTraining: title,
    ...(batchId === null ? {} : { batchId }),
    agree: true,
  };
}

async function post(batchId: number | string | null, title?: string, trainingType?: string) {
  const res = await t.postJson("/api/registration", body(batchId, title, trainingType));
  return { status: res.status, body: await res.json() };
}

const batchRow = async (id: number) => (await t.deps.db.select().from(batches).where(eq(batches.id, id)))[0]!;
const inBatch = async (id: number) =>
  (await t.deps.db.select({ n: count() }).from(registrations).where(eq(registrations.batchId, id)))[0]!.n;
const stored = async () => (await t.deps.db.select({ n: count() }).from(registrations))[0]!.n;

describe("a registration's batch", () => {
  it("registers for a program without batches as before, with no batch and no seat hold", async () => {
    const res = await post(null, PLAIN);
    expect(res.status).toBe(201);
    const [row] = await t.deps.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, res.body.registrationId));
    expect(row).toMatchObject({ batchId: null, seatHeldUntil: null, specificTraining: PLAIN });
  });

  it("takes a seat of the chosen batch and holds it for 48 hours while unpaid", async () => {
    const batchId = await addBatch(t.deps.db, { kind: "course", id: courseId }, { seats: 5 });
    const res = await post(String(batchId));
    expect(res.status).toBe(201);
    const [row] = await t.deps.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, res.body.registrationId));
    expect(row!.batchId).toBe(batchId);
    const heldHours = (row!.seatHeldUntil!.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(heldHours).toBeCloseTo(48, 1);
    expect(await batchRow(batchId)).toMatchObject({ seatsTaken: 1, status: "open" });
  });

  it("asks for a batch when the program has one taking registrations", async () => {
    // Its own open batch, so the test passes alone and in any order.
    await addBatch(t.deps.db, { kind: "course", id: courseId }, { seats: 5 });
    const before = await stored();
    const res = await post(null);
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: "batchId", message: BATCH_MESSAGES.choose }]);
    expect(await stored()).toBe(before);
  });

  it("refuses a batch of another program, a closed, cancelled, past or full one, and stores nothing", async () => {
    const other = await addBatch(t.deps.db, { kind: "course", id: otherCourseId });
    const ofInternship = await addBatch(t.deps.db, { kind: "internship", id: internshipId });
    const closed = await addBatch(t.deps.db, { kind: "course", id: courseId }, { status: "closed" });
    const cancelled = await addBatch(t.deps.db, { kind: "course", id: courseId }, { status: "cancelled" });
    const registrationOver = await addBatch(
      t.deps.db,
      { kind: "course", id: courseId },
      { registrationClosesOn: dayFromNow(-1), startsOn: dayFromNow(3) },
    );
    const full = await addBatch(t.deps.db, { kind: "course", id: courseId }, { seats: 2, seatsTaken: 2 });
    const before = await stored();
    const cases: [number | string, string][] = [
      [other, BATCH_MESSAGES.otherProgram],
      [ofInternship, BATCH_MESSAGES.otherProgram],
      [999_999, BATCH_MESSAGES.otherProgram],
      [closed, BATCH_MESSAGES.closed],
      [cancelled, BATCH_MESSAGES.closed],
      [registrationOver, BATCH_MESSAGES.closed],
      [full, BATCH_MESSAGES.full],
    ];
    for (const [batchId, message] of cases) {
      const res = await post(batchId);
      expect(res.status, `batch ${batchId}`).toBe(400);
      expect(res.body.issues).toEqual([{ path: "batchId", message }]);
    }
    expect((await post("abc")).body.issues).toEqual([
      { path: "batchId", message: "Please choose a batch from the list." },
    ]);
    expect(await stored()).toBe(before);
    expect((await batchRow(full)).seatsTaken).toBe(2);
    expect((await batchRow(other)).seatsTaken).toBe(0);
  });

  it("says every batch is full when none has a seat", async () => {
    const [{ id }] = await t.deps.db
      .insert(courses)
      .values({ slug: "all-full", title: "All Full", category: "Design", feesPaise: 100_000 })
      .returning({ id: courses.id });
    await addBatch(t.deps.db, { kind: "course", id }, { seats: 1, seatsTaken: 1, status: "full" });
    const res = await post(null, "All Full");
    expect(res.body.issues).toEqual([{ path: "batchId", message: BATCH_MESSAGES.allFull }]);
  });

  it("gives the last 3 seats to exactly 3 of 50 simultaneous registrations", async () => {
    const batchId = await addBatch(t.deps.db, { kind: "course", id: courseId }, { seats: 10, seatsTaken: 7 });
    const results = await Promise.all(Array.from({ length: 50 }, () => post(batchId)));
    const accepted = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 400);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const r of refused)
      expect(r.body.issues).toEqual([{ path: "batchId", message: BATCH_MESSAGES.full }]);
    expect(await batchRow(batchId)).toMatchObject({ seatsTaken: 10, status: "full" });
    expect(await inBatch(batchId)).toBe(3);
  });

  it("gives the last 3 seats to exactly 3 of 50 registrations from two instances at once", async () => {
    const batchId = await addBatch(
      t.deps.db,
      { kind: "course", id: courseId },
      { seats: 30, seatsTaken: 27 },
    );
    // Two instances: on PostgreSQL a second pool of connections to the same database; the embedded
    // database has one process by design, so there both halves share it.
    const second = await secondInstance(t.database);
    try {
      const dbs = [t.deps.db, second.db];
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => register(dbs[i % 2]!, body(batchId))),
      );
      const accepted = results.filter((r) => r.ok);
      expect(accepted).toHaveLength(3);
      for (const r of results.filter((r) => !r.ok))
        expect(r).toEqual({ ok: false, issues: [{ path: "batchId", message: BATCH_MESSAGES.full }] });
      expect(await batchRow(batchId)).toMatchObject({ seatsTaken: 30, status: "full" });
      expect(await inBatch(batchId)).toBe(3);
    } finally {
      await second.close();
    }
  });

  it("gives the seat back when a registration is cancelled, and a full batch opens again", async () => {
    const batchId = await addBatch(t.deps.db, { kind: "course", id: courseId }, { seats: 1 });
    const res = await post(batchId);
    expect(res.status).toBe(201);
    expect(await batchRow(batchId)).toMatchObject({ seatsTaken: 1, status: "full" });
    expect((await post(batchId)).status).toBe(400);
    await changeRegistrationStatus(t.deps.db, counsellor, res.body.registrationId, "cancelled", "");
    expect(await batchRow(batchId)).toMatchObject({ seatsTaken: 0, status: "open" });
    const [row] = await t.deps.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.id, res.body.registrationId), isNotNull(registrations.batchId)));
    expect(row).toMatchObject({ status: "cancelled", batchId, seatHeldUntil: null });
    // The freed seat can be taken again.
    expect((await post(batchId)).status).toBe(201);
  });
});

describe("an unpaid seat's hold", () => {
  it("runs out: the seat goes back, the registration lapses (audited, in its history) and its registrant is mailed", async () => {
    const batchId = await addBatch(t.deps.db, { kind: "course", id: courseId }, { seats: 1 });
    const res = await post(batchId);
    const id = res.body.registrationId as string;
    const paid = await post(null, PLAIN);
    expect(await batchRow(batchId)).toMatchObject({ seatsTaken: 1, status: "full" });
    expect(await lapseUnpaidSeats(t.deps.db)).toBe(0);
    await t.deps.db
      .update(registrations)
      .set({ seatHeldUntil: new Date(Date.now() - 1000) })
      .where(eq(registrations.id, id));
    expect(await lapseUnpaidSeats(t.deps.db)).toBe(1);
    expect(await batchRow(batchId)).toMatchObject({ seatsTaken: 0, status: "open" });
    const [row] = await t.deps.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row).toMatchObject({ status: "lapsed", seatHeldUntil: null, batchId });
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "status-change")));
    expect(audit?.changes).toEqual({ status: ["pending-payment", "lapsed"] });
    const [letter] = await t.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recordId, id), eq(outbox.template, "seat-lapsed")));
    const mail = await composeLetter(t.deps.db, t.deps.config.siteUrl, letter!);
    expect(mail?.subject).toBe(`Your seat in ${COURSE} has been released`);
    // Once: a second round finds nothing; a registration without a batch never lapses.
    expect(await lapseUnpaidSeats(t.deps.db)).toBe(0);
    const [plain] = await t.deps.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, paid.body.registrationId));
    expect(plain!.status).toBe("pending-payment");
  });
});
